#include "kinds/deck/technologieseditor.h"

#include "document.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace starboard::editor {

namespace {

const QString kTechnologies = QStringLiteral("/technologies");

// Spin boxes with the loader's ranges for the integer columns.
class TechnologyDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
            spin->setRange(TechnologyModel::minimum(index.column()),
                           TechnologyModel::maximum(index.column()));
        }
        return editor;
    }
};

} // namespace

TechnologyModel::TechnologyModel(Document *document, QObject *parent)
    : DocumentArrayModel(document, kTechnologies, ColumnCount, parent)
{}

QString TechnologyModel::key(int column)
{
    switch (column) {
    case IdColumn:
        return QStringLiteral("id");
    case NameColumn:
        return QStringLiteral("name");
    case RowColumn:
        return QStringLiteral("row");
    case GenerationColumn:
        return QStringLiteral("generation");
    case CostColumn:
        return QStringLiteral("cost");
    case VictoryPointsColumn:
        return QStringLiteral("victoryPoints");
    case TextColumn:
        return QStringLiteral("text");
    default:
        return {};
    }
}

int TechnologyModel::column(const QString &key)
{
    for (int c = 0; c < ColumnCount; ++c) {
        if (TechnologyModel::key(c) == key)
            return c;
    }
    return -1;
}

int TechnologyModel::minimum(int column)
{
    return column == GenerationColumn ? 1 : 0;
}

int TechnologyModel::maximum(int column)
{
    if (column == RowColumn)
        return 3;
    if (column == GenerationColumn)
        return 2;
    return 99;
}

QVariant TechnologyModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QJsonValue value = technology(index.row()).value(key(index.column()));
    const bool integer = index.column() >= RowColumn && index.column() <= VictoryPointsColumn;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (integer)
            return value.toInt();
        return value.toString();
    case Qt::ToolTipRole:
        if (index.column() == IdColumn)
            return tr("The engine knows this technology's effect by its id; it cannot change.");
        if (index.column() == TextColumn)
            return value.toString();
        return {};
    case Qt::TextAlignmentRole:
        if (integer)
            return int(Qt::AlignCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

bool TechnologyModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::EditRole ||
        index.column() == IdColumn)
        return false;
    const QJsonObject tech = technology(index.row());
    QString name = tech.value(QStringLiteral("name")).toString();
    if (name.isEmpty())
        name = tech.value(QStringLiteral("id")).toString();
    QJsonValue json;
    if (index.column() >= RowColumn && index.column() <= VictoryPointsColumn) {
        bool ok = false;
        const int number = value.toInt(&ok);
        if (!ok)
            return false;
        json = number;
    } else {
        json = value.toString();
    }
    return document()->setValue(childPointer(elementPointer(index.row()), key(index.column())),
                                json, undoText(index.column()).arg(name));
}

Qt::ItemFlags TechnologyModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != IdColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QString TechnologyModel::undoText(int column)
{
    switch (column) {
    case NameColumn:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a
        //: technology's old name, e.g. 'Robot Workers'.
        return tr("Rename %1");
    case RowColumn:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a
        //: technology's name, e.g. 'Robot Workers'.
        return tr("Change the row of %1");
    case GenerationColumn:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a
        //: technology's name, e.g. 'Robot Workers'. The generation is the technology's column on
        //: the mat (1 or 2).
        return tr("Change the generation of %1");
    case CostColumn:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a
        //: technology's name, e.g. 'Robot Workers'.
        return tr("Change the cost of %1");
    case VictoryPointsColumn:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a
        //: technology's name, e.g. 'Robot Workers'.
        return tr("Change the victory points of %1");
    case TextColumn:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a
        //: technology's name, e.g. 'Robot Workers'.
        return tr("Change the effect of %1");
    default:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a
        //: technology's name, e.g. 'Robot Workers'.
        return tr("Change %1");
    }
}

QVariant TechnologyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        //: Workshop, technology mat editor (Galaxy Command): a column header: the identifier (a
        //: short technical name). Short.
        return tr("Id");
    case NameColumn:
        //: Workshop, technology mat editor (Galaxy Command): a column header. Short.
        return tr("Name");
    case RowColumn:
        //: Workshop, technology mat editor (Galaxy Command): a column header: the technology's row
        //: on the mat (a noun). Short.
        return tr("Row");
    case GenerationColumn:
        //: Workshop, technology mat editor (Galaxy Command): a column header: the technology's
        //: generation, 1 or 2 (its column on the mat; the game's term). Short.
        return tr("Generation");
    case CostColumn:
        //: Workshop, technology mat editor (Galaxy Command): a column header: the price in wealth
        //: (a noun). Short.
        return tr("Cost");
    case VictoryPointsColumn:
        //: Workshop, technology mat editor (Galaxy Command): a column header. Short.
        return tr("Victory points");
    case TextColumn:
        //: Workshop, technology mat editor (Galaxy Command): a column header: what the technology
        //: does (a noun; the game's effect). Short.
        return tr("Effect");
    default:
        return {};
    }
}

// ---------------------------------------------------------------------------------------------

TechnologyMatPreview::TechnologyMatPreview(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    connect(document, &Document::changed, this, [this] { update(); });
}

void TechnologyMatPreview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF mat = QRectF(rect()).adjusted(1, 1, -1, -1);
    p.setPen(QPen(QColor(0x0a, 0x0e, 0x18), 1));
    p.setBrush(QColor(0x1b, 0x23, 0x38));
    p.drawRoundedRect(mat, 8, 8);

    const qreal margin = 10;
    const qreal arrow = 28;
    const qreal cellWidth = (mat.width() - 2 * margin - arrow) / 2;
    const qreal cellHeight = (mat.height() - 2 * margin - 3 * 6) / 4;
    const QJsonArray technologies = m_document->value(kTechnologies).toArray();
    QFont font = this->font();
    // Each row's arrow from the first generation to the second.
    p.setPen(QPen(QColor(0xf2, 0xc1, 0x4e), 2));
    for (int row = 0; row < 4; ++row) {
        const qreal y = mat.top() + margin + row * (cellHeight + 6) + cellHeight / 2;
        const qreal x = mat.left() + margin + cellWidth;
        p.drawLine(QPointF(x + 6, y), QPointF(x + arrow - 6, y));
        p.drawLine(QPointF(x + arrow - 11, y - 5), QPointF(x + arrow - 6, y));
        p.drawLine(QPointF(x + arrow - 11, y + 5), QPointF(x + arrow - 6, y));
    }
    for (const QJsonValue &value : technologies) {
        const QJsonObject tech = value.toObject();
        const int row = tech.value(QStringLiteral("row")).toInt();
        const int generation = tech.value(QStringLiteral("generation")).toInt();
        if (row < 0 || row > 3 || generation < 1 || generation > 2)
            continue;
        const QRectF cell(mat.left() + margin + (generation - 1) * (cellWidth + arrow),
                          mat.top() + margin + row * (cellHeight + 6), cellWidth, cellHeight);
        p.setPen(QPen(QColor(0x0a, 0x0e, 0x18), 1));
        p.setBrush(QColor(0xee, 0xf1, 0xf7));
        p.drawRoundedRect(cell, 5, 5);
        const QRectF inner = cell.adjusted(8, 4, -8, -4);
        const qreal line = QFontMetricsF(font).height();
        font.setBold(true);
        p.setFont(font);
        p.setPen(QColor(0x0a, 0x0e, 0x18));
        p.drawText(QRectF(inner.left(), inner.top(), inner.width(), line),
                   Qt::AlignLeft | Qt::AlignVCenter, tech.value(QStringLiteral("name")).toString());
        p.setPen(QColor(0x1f, 0x4f, 0x8f));
        p.drawText(QRectF(inner.left(), inner.top(), inner.width(), line),
                   Qt::AlignRight | Qt::AlignVCenter,
                   //: Workshop, technology mat editor (Galaxy Command): the preview of a technology
                   //: on the mat. %1: its price in wealth; %2: its victory points ('VP' abbreviates
                   //: victory points). Tight space.
                   tr("Cost %1, %2 VP")
                       .arg(tech.value(QStringLiteral("cost")).toInt())
                       .arg(tech.value(QStringLiteral("victoryPoints")).toInt()));
        font.setBold(false);
        p.setFont(font);
        p.setPen(QColor(0x3d, 0x44, 0x55));
        p.drawText(
            QRectF(inner.left(), inner.top() + line + 2, inner.width(), inner.height() - line - 2),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
            tech.value(QStringLiteral("text")).toString());
    }
}

// ---------------------------------------------------------------------------------------------

TechnologiesEditor::TechnologiesEditor(Document *document, QWidget *parent)
    : EditorWidget(document, parent), m_model(new TechnologyModel(document, this)),
      m_view(new QTableView), m_matId(new QLineEdit), m_matName(new QLineEdit)
{
    auto *matRow = new QHBoxLayout;
    //: Workshop, technology mat editor (Galaxy Command): a field's label: the mat's name.
    matRow->addWidget(new QLabel(tr("Mat name:")));
    matRow->addWidget(m_matName, 2);
    matRow->addSpacing(12);
    //: Workshop, technology mat editor (Galaxy Command): a field's label: the mat's identifier (a
    //: short technical name).
    matRow->addWidget(new QLabel(tr("Id:")));
    matRow->addWidget(m_matId, 1);
    connect(m_matName, &QLineEdit::editingFinished, this, [this] {
        if (!m_loading)
            this->document()->setValue(QStringLiteral("/name"), m_matName->text(),
                                       tr("Change the mat's name"));
    });
    connect(m_matId, &QLineEdit::editingFinished, this, [this] {
        if (!m_loading)
            this->document()->setValue(QStringLiteral("/id"), m_matId->text(),
                                       tr("Change the mat's id"));
    });

    m_view->setModel(m_model);
    m_view->setItemDelegate(new TechnologyDelegate(m_view));
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(true);
    m_view->setAlternatingRowColors(true);
    // Tab leaves the table (Qt's moves from cell to cell); the arrows move within it.
    m_view->setTabKeyNavigation(false);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    QHeaderView *header = m_view->horizontalHeader();
    for (int c = 0; c < TechnologyModel::ColumnCount; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TechnologyModel::TextColumn, QHeaderView::Stretch);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *note = new QLabel(
        tr("Each row of the mat has one first-generation technology (left) and one "
           "second-generation technology (right) that needs it. The ids are fixed: the game "
           "knows each technology's effect by its id. Double-click a cell, or press F2 or type, to "
           "edit it."));
    note->setWordWrap(true);

    m_view->verticalHeader()->setMinimumSectionSize(m_view->fontMetrics().height() + 10);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Tall enough for the eight rows; the mat below takes the rest.
    m_view->setFixedHeight(m_view->horizontalHeader()->sizeHint().height() +
                           8 * (m_view->fontMetrics().height() + 10) + 2 * m_view->frameWidth() +
                           2);
    m_preview = new TechnologyMatPreview(document);
    auto *matTitle = new QLabel(tr("The mat as the board shows it:"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(matRow);
    layout->addWidget(note);
    layout->addWidget(m_view);
    layout->addSpacing(6);
    layout->addWidget(matTitle);
    layout->addWidget(m_preview, 1);

    connect(document, &Document::changed, this, &TechnologiesEditor::documentChanged);
    documentChanged(QString());
}

void TechnologiesEditor::documentChanged(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    if (!tokens.isEmpty() && tokens.first() == QLatin1String("technologies"))
        return;
    m_loading = true;
    m_matId->setText(document()->value(QStringLiteral("/id")).toString());
    m_matName->setText(document()->value(QStringLiteral("/name")).toString());
    m_loading = false;
}

void TechnologiesEditor::selectPointer(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    if (tokens.value(0) == QLatin1String("id")) {
        m_matId->setFocus(Qt::OtherFocusReason);
        return;
    }
    if (tokens.value(0) == QLatin1String("name")) {
        m_matName->setFocus(Qt::OtherFocusReason);
        return;
    }
    m_view->setFocus(Qt::OtherFocusReason);
    if (tokens.value(0) != QLatin1String("technologies") || tokens.size() < 2)
        return;
    bool ok = false;
    const int row = tokens.at(1).toInt(&ok);
    if (!ok || row < 0 || row >= m_model->rowCount())
        return;
    const int column = std::max(0, TechnologyModel::column(tokens.value(2)));
    const QModelIndex index = m_model->index(row, column);
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}
} // namespace starboard::editor
