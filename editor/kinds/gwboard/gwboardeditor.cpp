#include "kinds/gwboard/gwboardeditor.h"

#include "document.h"

#include <QButtonGroup>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QRadioButton>
#include <QSet>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace starboard::editor {

namespace {

// The loader's sizes (core/data/gw_content.cpp).
constexpr int kMinColumns = 2;
constexpr int kMaxColumns = 12;
constexpr int kMinRows = 4;
constexpr int kMaxRows = 16;
const QString kSideKeys[2] = {QStringLiteral("white"), QStringLiteral("blue")};

QStringList layoutOf(const QJsonObject &board)
{
    QStringList rows;
    for (const QJsonValue &row : board.value(QStringLiteral("layout")).toArray())
        rows.append(row.toString());
    return rows;
}

QChar letterAt(const QStringList &layout, int column, int row)
{
    return row >= 0 && row < layout.size() && column >= 0 && column < layout[row].size()
               ? layout[row][column]
               : QLatin1Char('.');
}

// The square a fresh row has at `column`: planets at the ends, the checkerboard between
// (dark where row + column is odd, as on the shipped board).
QChar freshLetter(int column, int row, int rows)
{
    if (row == 0)
        return QLatin1Char('W');
    if (row == rows - 1)
        return QLatin1Char('B');
    return (row + column) % 2 == 1 ? QLatin1Char('#') : QLatin1Char('.');
}

QString columnName(int column)
{
    return QString(QChar(u'a' + column));
}

} // namespace

// --- GwBoardCanvas ----------------------------------------------------------------------------

GwBoardCanvas::GwBoardCanvas(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void GwBoardCanvas::setBoard(const QJsonObject &board)
{
    m_board = board;
    m_columns = std::clamp(board.value(QStringLiteral("columns")).toInt(), 0, kMaxColumns);
    m_rows = std::clamp(board.value(QStringLiteral("rows")).toInt(), 0, kMaxRows);
    setCursor(m_cursor);
    update();
}

void GwBoardCanvas::setCursor(QPoint cell)
{
    m_cursor = QPoint(std::clamp(cell.x(), 0, std::max(0, m_columns - 1)),
                      std::clamp(cell.y(), 0, std::max(0, m_rows - 1)));
    setAccessibleName(describe(m_cursor));
    update();
}

int GwBoardCanvas::side(int column, int row) const
{
    const QJsonObject start = m_board.value(QStringLiteral("start")).toObject();
    for (int s = 0; s < 2; ++s) {
        for (const QJsonValue &square : start.value(kSideKeys[s]).toArray()) {
            const QJsonArray pair = square.toArray();
            if (pair.size() == 2 && pair[0].toInt() == row && pair[1].toInt() == column)
                return s;
        }
    }
    return -1;
}

QString GwBoardCanvas::describe(QPoint cell) const
{
    const QChar letter = letterAt(layoutOf(m_board), cell.x(), cell.y());
    QString square;
    if (letter == QLatin1Char('#'))
        //: Workshop, Galactic Warfare board editor: a square for a screen reader.
        square = tr("a dark square");
    else if (letter == QLatin1Char('W'))
        //: Workshop, Galactic Warfare board editor: a square for a screen reader.
        square = tr("White's home planet");
    else if (letter == QLatin1Char('B'))
        //: Workshop, Galactic Warfare board editor: a square for a screen reader.
        square = tr("Blue's home planet");
    else
        //: Workshop, Galactic Warfare board editor: a square for a screen reader: a light
        //: square, where no ship may be.
        square = tr("a light square");
    const int s = side(cell.x(), cell.y());
    // The square's name as the game's board shows it: column letter and row number from 1.
    const QString name = columnName(cell.x()) + QString::number(cell.y() + 1);
    if (s < 0)
        //: Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its
        //: name, e.g. 'c4'; %2: what it is, e.g. 'a dark square'.
        return tr("%1: %2").arg(name, square);
    //: Workshop, Galactic Warfare board editor: a square for a screen reader. %1: its name,
    //: e.g. 'c4'; %2: what it is, e.g. 'a dark square'.
    return s == 0 ? tr("%1: %2, a White ship starts here").arg(name, square)
                  : /*: Workshop, Galactic Warfare board editor: a square for a screen reader.
                       %1: its name; %2: what it is. */
               tr("%1: %2, a Blue ship starts here").arg(name, square);
}

QRectF GwBoardCanvas::cellRect(int column, int row) const
{
    if (m_columns <= 0 || m_rows <= 0)
        return {};
    const qreal margin = 22;
    const qreal size =
        std::min((width() - 2 * margin) / m_columns, (height() - 2 * margin) / m_rows);
    const qreal left = (width() - size * m_columns) / 2;
    const qreal top = (height() - size * m_rows) / 2;
    // Row 0 (White's end) at the bottom, as White sees the game's board.
    return {left + column * size, top + (m_rows - 1 - row) * size, size, size};
}

void GwBoardCanvas::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0x0b, 0x10, 0x1c));
    const QStringList layout = layoutOf(m_board);
    const QColor white(0xe8, 0xec, 0xf4);
    const QColor blue(0x3f, 0x8c, 0xe8);
    QFont font = this->font();
    for (int row = 0; row < m_rows; ++row) {
        for (int column = 0; column < m_columns; ++column) {
            const QRectF r = cellRect(column, row);
            const QChar letter = letterAt(layout, column, row);
            QColor fill(0x2b, 0x36, 0x59); // light
            if (letter == QLatin1Char('#'))
                fill = QColor(0x12, 0x1a, 0x2d);
            else if (letter == QLatin1Char('W'))
                fill = white.darker(240);
            else if (letter == QLatin1Char('B'))
                fill = blue.darker(190);
            p.setPen(QPen(QColor(0x0a, 0x0e, 0x18), 1));
            p.setBrush(fill);
            p.drawRect(r);
            const int s = side(column, row);
            if (s >= 0) {
                p.setBrush(s == 0 ? white : blue);
                p.setPen(QPen(QColor(0x0a, 0x0e, 0x18), 1.5));
                p.drawEllipse(r.center(), r.width() * 0.32, r.width() * 0.32);
            }
        }
    }
    // The squares' names along two edges, as on the game's board.
    font.setPixelSize(11);
    p.setFont(font);
    p.setPen(QColor(0x9a, 0xa6, 0xbd));
    for (int column = 0; column < m_columns; ++column) {
        const QRectF r = cellRect(column, 0);
        p.drawText(QRectF(r.left(), r.bottom() + 2, r.width(), 18), Qt::AlignHCenter,
                   columnName(column));
    }
    for (int row = 0; row < m_rows; ++row) {
        const QRectF r = cellRect(0, row);
        p.drawText(QRectF(r.left() - 20, r.top(), 18, r.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(row + 1));
    }
    if (hasFocus() && m_columns > 0 && m_rows > 0) {
        p.setPen(QPen(QColor(0xf2, 0xc1, 0x4e), 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cellRect(m_cursor.x(), m_cursor.y()).adjusted(2, 2, -2, -2));
    }
}

void GwBoardCanvas::mousePressEvent(QMouseEvent *event)
{
    for (int row = 0; row < m_rows; ++row) {
        for (int column = 0; column < m_columns; ++column) {
            if (cellRect(column, row).contains(event->position())) {
                setCursor({column, row});
                emit applied(m_cursor);
                return;
            }
        }
    }
}

void GwBoardCanvas::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        setCursor(m_cursor - QPoint(1, 0));
        break;
    case Qt::Key_Right:
        setCursor(m_cursor + QPoint(1, 0));
        break;
    case Qt::Key_Up: // towards Blue's end, drawn at the top
        setCursor(m_cursor + QPoint(0, 1));
        break;
    case Qt::Key_Down:
        setCursor(m_cursor - QPoint(0, 1));
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit applied(m_cursor);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

// --- GwBoardEditor ----------------------------------------------------------------------------

// The line edits finish editing when they lose focus, which their destruction makes them do:
// by then this editor is half destroyed and must not hear of it (UBSan, as GalaxyEditor).
GwBoardEditor::~GwBoardEditor()
{
    for (QLineEdit *edit : findChildren<QLineEdit *>())
        edit->disconnect(this);
}

GwBoardEditor::GwBoardEditor(Document *document, QWidget *parent)
    : EditorWidget(document, parent), m_canvas(new GwBoardCanvas), m_name(new QLineEdit),
      m_id(new QLineEdit), m_columns(new QSpinBox), m_rows(new QSpinBox), m_summary(new QLabel),
      m_tools(new QButtonGroup(this))
{
    auto *form = new QFormLayout;
    //: Workshop, Galactic Warfare board editor: a field's label: the board's name.
    form->addRow(tr("Board name"), m_name);
    //: Workshop, Galactic Warfare board editor: a field's label: the board's identifier.
    form->addRow(tr("Id"), m_id);
    m_columns->setRange(kMinColumns, kMaxColumns);
    m_rows->setRange(kMinRows, kMaxRows);
    for (QSpinBox *spin : {m_columns, m_rows}) {
        spin->setKeyboardTracking(false);
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (!m_loading)
                resizeBoard(m_columns->value(), m_rows->value());
        });
    }
    //: Workshop, Galactic Warfare board editor: a field's label: the board's width in squares.
    form->addRow(tr("Columns"), m_columns);
    //: Workshop, Galactic Warfare board editor: a field's label: the board's length in squares,
    //: the home planets' rows included.
    form->addRow(tr("Rows"), m_rows);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (!m_loading)
            this->document()->setValue(QStringLiteral("/name"), m_name->text(),
                                       //: An undo step's name (the Workshop's Edit menu).
                                       tr("Rename the board"));
    });
    connect(m_id, &QLineEdit::editingFinished, this, [this] {
        if (!m_loading)
            this->document()->setValue(QStringLiteral("/id"), m_id->text(),
                                       //: An undo step's name (the Workshop's Edit menu).
                                       tr("Change the board's id"));
    });

    // The tools: what a click (or Space) on a square does.
    auto *toolBox = new QVBoxLayout;
    //: Workshop, Galactic Warfare board editor: a tool: a click turns a square into a light
    //: one (no square) and back.
    auto *squares = new QRadioButton(tr("&Squares: a click adds or takes away a square"));
    //: Workshop, Galactic Warfare board editor: a tool: a click puts a White ship on a dark
    //: square or takes it away.
    auto *whiteShips = new QRadioButton(tr("&White ships: a click puts one or takes it away"));
    //: Workshop, Galactic Warfare board editor: a tool: a click puts a Blue ship on a dark
    //: square or takes it away.
    auto *blueShips = new QRadioButton(tr("&Blue ships: a click puts one or takes it away"));
    m_tools->addButton(squares, int(GwBoardCanvas::Tool::Squares));
    m_tools->addButton(whiteShips, int(GwBoardCanvas::Tool::WhiteShips));
    m_tools->addButton(blueShips, int(GwBoardCanvas::Tool::BlueShips));
    squares->setChecked(true);
    for (QAbstractButton *button : m_tools->buttons())
        toolBox->addWidget(button);
    //: Workshop, Galactic Warfare board editor: how to edit the board by keyboard.
    auto *keys =
        new QLabel(tr("On the board: the arrows choose a square, Space applies the tool."));
    keys->setWordWrap(true);
    m_summary->setWordWrap(true);

    auto *side = new QVBoxLayout;
    side->addLayout(form);
    side->addSpacing(8);
    side->addLayout(toolBox);
    side->addWidget(keys);
    side->addSpacing(8);
    side->addWidget(m_summary);
    side->addStretch();
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(side, 2);
    layout->addWidget(m_canvas, 3);

    connect(m_canvas, &GwBoardCanvas::applied, this, &GwBoardEditor::apply);
    connect(document, &Document::changed, this, &GwBoardEditor::documentChanged);
    documentChanged();
}

GwBoardCanvas::Tool GwBoardEditor::tool() const
{
    return GwBoardCanvas::Tool(m_tools->checkedId());
}

void GwBoardEditor::setTool(GwBoardCanvas::Tool tool)
{
    m_tools->button(int(tool))->setChecked(true);
}

void GwBoardEditor::apply(QPoint cell)
{
    const QJsonObject board = document()->content();
    const int rows = board.value(QStringLiteral("rows")).toInt();
    QStringList layout = layoutOf(board);
    const int column = cell.x(), row = cell.y();
    if (row < 0 || row >= layout.size() || column < 0 || column >= layout[row].size())
        return;
    const QString name = columnName(column) + QString::number(row + 1);
    if (tool() == GwBoardCanvas::Tool::Squares) {
        const bool light = layout[row][column] == QLatin1Char('.');
        // A square given back: its planet in an end row, a dark square in the battlefield.
        const bool end = row == 0 || row == rows - 1;
        layout[row][column] = !light ? QLatin1Char('.')
                              : end  ? freshLetter(column, row, rows)
                                     : QLatin1Char('#');
        if (light)
            //: An undo step's name (the Workshop's Edit menu). %1: a square, e.g. 'c4'.
            document()->beginMacro(tr("Add the square %1").arg(name));
        else
            //: An undo step's name (the Workshop's Edit menu). %1: a square, e.g. 'c4'.
            document()->beginMacro(tr("Take away the square %1").arg(name));
        document()->setValue(QStringLiteral("/layout"), QJsonArray::fromStringList(layout),
                             QString());
        // A ship on a square taken away goes with it.
        const QJsonObject start = board.value(QStringLiteral("start")).toObject();
        for (int s = 0; s < 2 && !light; ++s) {
            const QJsonArray ships = start.value(kSideKeys[s]).toArray();
            for (qsizetype i = 0; i < ships.size(); ++i) {
                const QJsonArray pair = ships[i].toArray();
                if (pair.size() == 2 && pair[0].toInt() == row && pair[1].toInt() == column)
                    document()->removeElement(QStringLiteral("/start/") + kSideKeys[s], int(i),
                                              QString());
            }
        }
        document()->endMacro();
        return;
    }
    const int s = tool() == GwBoardCanvas::Tool::WhiteShips ? 0 : 1;
    const QString array = QStringLiteral("/start/") + kSideKeys[s];
    const QJsonArray ships = document()->value(array).toArray();
    for (qsizetype i = 0; i < ships.size(); ++i) {
        const QJsonArray pair = ships[i].toArray();
        if (pair.size() == 2 && pair[0].toInt() == row && pair[1].toInt() == column) {
            document()->removeElement(array, int(i),
                                      //: An undo step's name (the Workshop's Edit menu). %1: a
                                      //: square, e.g. 'c4'.
                                      s == 0 ? tr("Take away the White ship on %1").arg(name)
                                             : /*: An undo step's name (the Workshop's Edit
                                                  menu). %1: a square, e.g. 'c4'. */
                                          tr("Take away the Blue ship on %1").arg(name));
            return;
        }
    }
    if (layout[row][column] != QLatin1Char('#'))
        return; // ships start on dark squares only (the loader's rule)
    document()->insertElement(array, int(ships.size()), QJsonArray{row, column},
                              //: An undo step's name (the Workshop's Edit menu). %1: a square,
                              //: e.g. 'c4'.
                              s == 0 ? tr("Put a White ship on %1").arg(name)
                                     : /*: An undo step's name (the Workshop's Edit menu). %1: a
                                          square, e.g. 'c4'. */
                                  tr("Put a Blue ship on %1").arg(name));
}

void GwBoardEditor::resizeBoard(int columns, int rows)
{
    const QJsonObject board = document()->content();
    const int oldRows = board.value(QStringLiteral("rows")).toInt();
    const QStringList old = layoutOf(board);
    if (columns == board.value(QStringLiteral("columns")).toInt() && rows == oldRows)
        return;
    // The planets stay at the ends; the battlefield rows keep their squares where they fit.
    QStringList layout;
    for (int row = 0; row < rows; ++row) {
        const bool end = row == 0 || row == rows - 1;
        const int from = row == rows - 1 ? oldRows - 1 : row;
        const bool keep = !end ? from < oldRows - 1 : true;
        QString line;
        for (int column = 0; column < columns; ++column) {
            QChar letter = freshLetter(column, row, rows);
            if (keep && from < old.size() && column < old[from].size()) {
                const QChar was = old[from][column];
                // A kept row keeps its square unless the row became a planet's or stopped
                // being one.
                const bool wasEnd = from == 0 || from == oldRows - 1;
                if (wasEnd == end)
                    letter = was;
            }
            line.append(letter);
        }
        layout.append(line);
    }
    QJsonObject start;
    const QJsonObject oldStart = board.value(QStringLiteral("start")).toObject();
    // One ship a square: a ship moved onto a square already taken (Blue's keep their distance
    // from Blue's planet, so a shorter board brings them onto White's) is left out, as one
    // that falls off the board (helper 19 found two ships on a square, one hidden).
    QSet<QPair<int, int>> taken;
    for (const QString &key : kSideKeys) {
        QJsonArray ships;
        for (const QJsonValue &square : oldStart.value(key).toArray()) {
            const QJsonArray pair = square.toArray();
            int row = pair.size() == 2 ? pair[0].toInt() : -1;
            const int column = pair.size() == 2 ? pair[1].toInt() : -1;
            // Blue's ships keep their distance from Blue's planet.
            if (key == kSideKeys[1] && row >= 0)
                row = rows - 1 - (oldRows - 1 - row);
            if (row > 0 && row < rows - 1 && column >= 0 && column < columns &&
                layout[row][column] == QLatin1Char('#') && !taken.contains({row, column})) {
                taken.insert({row, column});
                ships.append(QJsonArray{row, column});
            }
        }
        start.insert(key, ships);
    }
    //: An undo step's name (the Workshop's Edit menu). %1: columns, %2: rows, e.g. '8 × 10'.
    document()->beginMacro(tr("Make the board %1 × %2").arg(columns).arg(rows));
    document()->setValue(QStringLiteral("/columns"), columns, QString());
    document()->setValue(QStringLiteral("/rows"), rows, QString());
    document()->setValue(QStringLiteral("/layout"), QJsonArray::fromStringList(layout), QString());
    document()->setValue(QStringLiteral("/start"), start, QString());
    document()->endMacro();
}

void GwBoardEditor::documentChanged()
{
    const QJsonObject board = document()->content();
    m_loading = true;
    if (m_name->text() != board.value(QStringLiteral("name")).toString())
        m_name->setText(board.value(QStringLiteral("name")).toString());
    if (m_id->text() != board.value(QStringLiteral("id")).toString())
        m_id->setText(board.value(QStringLiteral("id")).toString());
    m_columns->setValue(board.value(QStringLiteral("columns")).toInt());
    m_rows->setValue(board.value(QStringLiteral("rows")).toInt());
    m_loading = false;
    m_canvas->setBoard(board);
    const QJsonObject start = board.value(QStringLiteral("start")).toObject();
    int planet[2] = {0, 0};
    for (const QString &row : layoutOf(board)) {
        planet[0] += int(row.count(QLatin1Char('W')));
        planet[1] += int(row.count(QLatin1Char('B')));
    }
    //: Workshop, Galactic Warfare board editor: what the board holds. %1: White's ships, e.g.
    //: '12 ships'; %2: White's planet squares, e.g. '8 squares'; %3: Blue's ships; %4: Blue's
    //: planet squares.
    m_summary->setText(
        tr("White: %1 on the battlefield, a home planet of %2.\nBlue: %3 on the battlefield, a "
           "home planet of %4.")
            .arg(
                //: Workshop, Galactic Warfare board editor: inside the board's summary.
                tr("%n ship(s)", nullptr, int(start.value(kSideKeys[0]).toArray().size())),
                //: Workshop, Galactic Warfare board editor: inside the board's summary.
                tr("%n square(s)", nullptr, planet[0]),
                tr("%n ship(s)", nullptr, int(start.value(kSideKeys[1]).toArray().size())),
                tr("%n square(s)", nullptr, planet[1])));
    // A side with fewer ships than the enemy planet has squares can win only by capture (a
    // designer's board may mean it; helper 19 made one without noticing). Not a problem:
    // the game plays.
    QStringList notes;
    if (start.value(kSideKeys[0]).toArray().size() < planet[1])
        //: Workshop, Galactic Warfare board editor: a note under the board's summary.
        notes << tr("White has fewer ships than Blue's planet has squares: it can win only by "
                    "capturing every Blue ship.");
    if (start.value(kSideKeys[1]).toArray().size() < planet[0])
        //: Workshop, Galactic Warfare board editor: a note under the board's summary.
        notes << tr("Blue has fewer ships than White's planet has squares: it can win only by "
                    "capturing every White ship.");
    if (!notes.isEmpty())
        m_summary->setText(m_summary->text() + QStringLiteral("\n") +
                           notes.join(QLatin1Char('\n')));
}

void GwBoardEditor::selectPointer(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    const QString first = tokens.value(0);
    if (first == QLatin1String("name"))
        m_name->setFocus();
    else if (first == QLatin1String("id"))
        m_id->setFocus();
    else if (first == QLatin1String("columns"))
        m_columns->setFocus();
    else if (first == QLatin1String("rows"))
        m_rows->setFocus();
    else {
        // A row of the layout or a ship: the square on the board.
        if (first == QLatin1String("layout") && tokens.size() >= 2)
            m_canvas->setCursor({0, tokens.at(1).toInt()});
        if (first == QLatin1String("start") && tokens.size() >= 3) {
            const QJsonArray pair = document()->value(pointer).toArray();
            if (pair.size() == 2)
                m_canvas->setCursor({pair[1].toInt(), pair[0].toInt()});
        }
        m_canvas->setFocus(Qt::OtherFocusReason);
    }
}

} // namespace starboard::editor
