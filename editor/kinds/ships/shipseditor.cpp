#include "shipseditor.h"

#include "document.h"
#include "games/galaxy-of-d/god_game.h"
#include "rowkeys.h"

#include <QAction>
#include <QHeaderView>
#include <QJsonArray>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSet>
#include <QSpinBox>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace starboard::editor {

namespace {

const QString kShips = QStringLiteral("/ships");

// The loader's limits (core/data/god_content.cpp).
constexpr int kMaxAmount = 10000;
constexpr int kMaxSpeed = 9;
constexpr int kMaxChits = 99;

} // namespace

// --- ShipTableModel ---------------------------------------------------------------------

ShipTableModel::ShipTableModel(Document *document, QObject *parent)
    : DocumentArrayModel(document, kShips, ColumnCount, parent)
{}

QString ShipTableModel::key(int column)
{
    static const char *const keys[ColumnCount] = {
        "name",  "id",           "cost",         "speed",          "attack", "armor",
        "chits", "carriesCargo", "earnsPerKill", "starbaseDamage", "special"};
    return column >= 0 && column < ColumnCount ? QLatin1String(keys[column]) : QString();
}

int ShipTableModel::columnOf(const QString &member)
{
    for (int c = 0; c < ColumnCount; ++c) {
        if (key(c) == member)
            return c;
    }
    return -1;
}

bool ShipTableModel::isNumber(int column)
{
    return (column >= Cost && column <= Chits) || column == StarbaseDamage;
}

int ShipTableModel::minimum(int column)
{
    return column == Speed || column == Armor ? 1 : 0;
}

int ShipTableModel::maximum(int column)
{
    switch (column) {
    case Speed:
        return kMaxSpeed;
    case Chits:
        return kMaxChits;
    default:
        return kMaxAmount;
    }
}

QString ShipTableModel::pointerOf(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    return childPointer(elementPointer(index.row()), key(index.column()));
}

QModelIndex ShipTableModel::indexOf(const QString &pointer) const
{
    const QStringList tokens = splitPointer(pointer);
    if (tokens.size() < 2 || tokens[0] != QLatin1String("ships"))
        return {};
    bool ok = false;
    const int row = tokens[1].toInt(&ok);
    if (!ok || row < 0 || row >= rowCount())
        return {};
    const int column = tokens.size() > 2 ? columnOf(tokens[2]) : int(Name);
    return index(row, column < 0 ? int(Name) : column);
}

QVariant ShipTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    const int column = index.column();
    const QJsonObject s = ship(index.row());
    const QJsonValue v = s.value(key(column));
    if (isFlag(column)) {
        if (role == Qt::CheckStateRole)
            return v.toBool() ? Qt::Checked : Qt::Unchecked;
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        if (column == StarbaseDamage && v.toInt() == 0)
            return QString(); // no such special: an empty cell, not a column of zeros
        [[fallthrough]];
    case Qt::EditRole:
        if (isNumber(column))
            return v.toInt(); // starbaseDamage: 0 when missing
        return v.toString();
    case Qt::ToolTipRole:
        if (column == Special)
            return v.toString();
        return {};
    case Qt::TextAlignmentRole:
        if (isNumber(column))
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QString ShipTableModel::undoText(int column, const QString &shipName) const
{
    switch (column) {
    case Name:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's old name, e.g. 'Cruiser'.
        return tr("Rename %1").arg(shipName);
    case Id:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's name, e.g. 'Cruiser'.
        return tr("Change id of %1").arg(shipName);
    case Cost:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's name, e.g. 'Cruiser'.
        return tr("Change cost of %1").arg(shipName);
    case Speed:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's name, e.g. 'Cruiser'.
        return tr("Change speed of %1").arg(shipName);
    case Attack:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's name, e.g. 'Cruiser'.
        return tr("Change attack of %1").arg(shipName);
    case Armor:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's name, e.g. 'Cruiser'.
        return tr("Change armor of %1").arg(shipName);
    case Chits:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's name, e.g. 'Cruiser'. Chits: the counters of this ship type in the game.
        return tr("Change chits of %1").arg(shipName);
    case CarriesCargo:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's name, e.g. 'Freighter'.
        return tr("Change cargo ability of %1").arg(shipName);
    case EarnsPerKill:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's name, e.g. 'Scavenger'.
        return tr("Change bounty ability of %1").arg(shipName);
    case StarbaseDamage:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's name, e.g. 'Bomber'.
        return tr("Change starbase damage of %1").arg(shipName);
    default:
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship
        //: type's name, e.g. 'Bomber'.
        return tr("Change special text of %1").arg(shipName);
    }
}

bool ShipTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index))
        return false;
    const int column = index.column();
    QJsonValue after;
    if (isFlag(column)) {
        if (role != Qt::CheckStateRole)
            return false;
        // The shipped files leave out a special the ship does not have.
        after = value.toInt() == Qt::Checked ? QJsonValue(true) : QJsonValue(QJsonValue::Undefined);
    } else {
        if (role != Qt::EditRole)
            return false;
        if (isNumber(column)) {
            bool ok = false;
            const int n = value.toInt(&ok);
            if (!ok || n < minimum(column) || n > maximum(column))
                return false;
            after = column == StarbaseDamage && n == 0 ? QJsonValue(QJsonValue::Undefined)
                                                       : QJsonValue(n);
        } else {
            const QString text = value.toString();
            after = column == Special && text.isEmpty() ? QJsonValue(QJsonValue::Undefined)
                                                        : QJsonValue(text);
        }
    }
    const QJsonObject s = ship(index.row());
    if (s.value(key(column)) == after)
        return true;
    return document()->setValue(pointerOf(index), after,
                                undoText(column, s.value(QLatin1String("name")).toString()));
}

Qt::ItemFlags ShipTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (isFlag(index.column()))
        return f | Qt::ItemIsUserCheckable;
    return f | Qt::ItemIsEditable;
}

QVariant ShipTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < rowCount())
            return section + 1;
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name:
            //: Workshop, ship table editor (Galaxy of D's ship types): a column header (short).
            return tr("Name");
        case Id:
            //: Workshop, ship table editor (Galaxy of D's ship types): a column header: the
            //: identifier (a short technical name). Keep it short.
            return tr("Id");
        case Cost:
            //: Workshop, ship table editor (Galaxy of D's ship types): a column header: the ship's
            //: price (short).
            return tr("Cost");
        case Speed:
            //: Workshop, ship table editor (Galaxy of D's ship types): a column header: sectors a
            //: ship moves per turn (short).
            return tr("Speed");
        case Attack:
            //: Workshop, ship table editor (Galaxy of D's ship types): a column header: the ship's
            //: attack strength, the game's term (short).
            return tr("Attack");
        case Armor:
            //: Workshop, ship table editor (Galaxy of D's ship types): a column header: the ship's
            //: armor, the game's term (hits it takes; short).
            return tr("Armor");
        case Chits:
            //: Workshop, ship table editor (Galaxy of D's ship types): a column header: how many
            //: counters (chits) of the ship the game has, the game's term (short).
            return tr("Chits");
        case CarriesCargo:
            //: Workshop, ship table editor (Galaxy of D's ship types): a column header: a check
            //: box, the ship carries cargo (short).
            return tr("Cargo");
        case EarnsPerKill:
            //: Workshop, ship table editor (Galaxy of D's ship types): a column header: a check
            //: box, the ship earns money from enemy ships destroyed (short).
            return tr("Bounty");
        case StarbaseDamage:
            //: Workshop, ship table editor (Galaxy of D's ship types): a column header: the damage
            //: the ship deals to an enemy Starbase (a side's home base). 'dmg' abbreviates
            //: 'damage': keep it short.
            return tr("Starbase dmg");
        case Special:
            return tr("Special (text for the players)");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Name:
            return tr("The name the players see");
        case Id:
            return tr("The ship's id in the files (pirates name their ship by it)");
        case Cost:
            return tr("Price to build one ship");
        case Speed:
            return tr("Sectors per turn: 1 slow, 2 medium, 3 fast");
        case Attack:
            return tr("Attack power against ships");
        case Armor:
            return tr("Damage the ship takes before it is destroyed");
        case Chits:
            return tr("Chits per side: the most ships of this type in play at once");
        case CarriesCargo:
            return tr("Carries cargo: picks up cargo at a planet and sells it at the Spaceport");
        case EarnsPerKill:
            return tr("Earns $1 for each enemy ship destroyed in a combat it survives");
        case StarbaseDamage:
            return tr("Damage dealt on entering an enemy Starbase (0: none)");
        case Special:
            return tr("What the special ability does, in words for the players");
        default:
            return {};
        }
    }
    return {};
}

int ShipTableModel::addCopyOf(int row)
{
    if (rowCount() >= god::kMaxShipTypes)
        return -1;
    if (row < 0 || row >= rowCount())
        row = rowCount() - 1;
    QJsonObject copy = row >= 0 ? ship(row)
                                : QJsonObject{{QStringLiteral("id"), QStringLiteral("ship")},
                                              //: Workshop, ship table editor (Galaxy of D's ship
                                              //: types): the name given to a new ship type (a
                                              //: noun).
                                              {QStringLiteral("name"), tr("Ship")},
                                              {QStringLiteral("cost"), 1},
                                              {QStringLiteral("speed"), 1},
                                              {QStringLiteral("attack"), 1},
                                              {QStringLiteral("armor"), 1},
                                              {QStringLiteral("chits"), 1}};
    // A new unique id: "bomber-2", "bomber-3", ...
    QSet<QString> ids;
    for (int r = 0; r < rowCount(); ++r)
        ids.insert(ship(r).value(QLatin1String("id")).toString());
    QString base = copy.value(QLatin1String("id")).toString();
    static const QRegularExpression numbered(QStringLiteral("-[0-9]+$"));
    base.remove(numbered);
    if (base.isEmpty())
        base = QStringLiteral("ship");
    QString id = base;
    for (int n = 2; ids.contains(id); ++n)
        id = base + QLatin1Char('-') + QString::number(n);
    copy.insert(QStringLiteral("id"), id);
    //: Workshop, ship table editor (Galaxy of D's ship types): a copied ship type's name. %1: the
    //: original's name, e.g. 'Cruiser (copy)'.
    const QString name = tr("%1 (copy)").arg(copy.value(QLatin1String("name")).toString());
    copy.insert(QStringLiteral("name"), name);
    const int at = row + 1;
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship type's
    //: name, e.g. 'Cruiser'.
    if (!document()->insertElement(kShips, at, copy, tr("Add ship %1").arg(name)))
        return -1;
    return at;
}

bool ShipTableModel::removeShip(int row)
{
    if (row < 0 || row >= rowCount() || rowCount() <= 1)
        return false;
    const QString name = ship(row).value(QLatin1String("name")).toString();
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship type's
    //: name, e.g. 'Cruiser'.
    return document()->removeElement(kShips, row, tr("Remove ship %1").arg(name));
}

int ShipTableModel::moveShip(int row, int delta)
{
    const int to = row + delta;
    if (row < 0 || row >= rowCount() || to < 0 || to >= rowCount())
        return -1;
    const QString name = ship(row).value(QLatin1String("name")).toString();
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a ship type's
    //: name, e.g. 'Cruiser'.
    const QString text = delta < 0 ? tr("Move %1 up").arg(name)
                                   : /*: An undo step's name (the Workshop's Edit menu, 'Undo …';
                                        undo history). %1: a ship type's name, e.g. 'Cruiser'. */
                             tr("Move %1 down").arg(name);
    return document()->moveElement(kShips, row, to, text) ? to : -1;
}

// --- ShipDelegate -----------------------------------------------------------------------

QWidget *ShipDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                    const QModelIndex &index) const
{
    const int column = index.column();
    if (ShipTableModel::isNumber(column)) {
        auto *spin = new QSpinBox(parent);
        spin->setRange(ShipTableModel::minimum(column), ShipTableModel::maximum(column));
        spin->setFrame(false);
        spin->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return spin;
    }
    if (column == ShipTableModel::Id) {
        auto *line = new QLineEdit(parent);
        line->setFrame(false);
        // The loader's id rule: lower-case letters, digits and '-'.
        line->setValidator(new QRegularExpressionValidator(
            QRegularExpression(QStringLiteral("[a-z0-9][a-z0-9-]*")), line));
        return line;
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

// --- ShipsEditor ------------------------------------------------------------------------

ShipsEditor::ShipsEditor(Document *document, QWidget *parent)
    : EditorWidget(document, parent), m_model(new ShipTableModel(document, this)),
      m_view(new QTableView(this))
{
    auto *toolBar = new QToolBar(this);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    //: Workshop, ship table editor (Galaxy of D's ship types): a tool bar button (a verb phrase).
    m_add = toolBar->addAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("Add ship"));
    m_add->setToolTip(tr("Add a copy of the selected ship"));
    m_remove =
        //: Workshop, ship table editor (Galaxy of D's ship types): a tool bar button (a verb
        //: phrase).
        toolBar->addAction(QIcon::fromTheme(QStringLiteral("list-remove")), tr("Remove ship"));
    m_remove->setToolTip(tr("Remove the selected ship"));
    toolBar->addSeparator();
    //: Workshop, ship table editor (Galaxy of D's ship types): a tool bar button: move the chosen
    //: ship type up in the table (a verb).
    m_up = toolBar->addAction(QIcon::fromTheme(QStringLiteral("go-up")), tr("Move up"));
    //: Workshop, ship table editor (Galaxy of D's ship types): a tool bar button: move the chosen
    //: ship type down in the table (a verb).
    m_down = toolBar->addAction(QIcon::fromTheme(QStringLiteral("go-down")), tr("Move down"));

    // The keyboard (issue 12): the table takes arrows, F2 or typing to edit and Enter to
    // commit; the tool bar's actions have keys too (a tool bar is not in the Tab chain),
    // while the focus is anywhere in this editor, named in their tool tips.
    addRowKeys(this, m_add, m_remove, m_up, m_down);

    m_view->setModel(m_model);
    m_view->setItemDelegate(new ShipDelegate(m_view));
    m_view->setTabKeyNavigation(false); // Tab leaves the table; the arrows move inside it
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->resizeColumnsToContents();
    // Room for the numbers a designer types, and for longer names.
    const int digits = m_view->fontMetrics().horizontalAdvance(QStringLiteral("0000")) + 16;
    for (int c = 0; c < ShipTableModel::Special; ++c) {
        const int least = ShipTableModel::isNumber(c)                            ? digits
                          : c == ShipTableModel::Name || c == ShipTableModel::Id ? 2 * digits - 16
                                                                                 : 0;
        m_view->setColumnWidth(c, std::max(m_view->columnWidth(c), least));
    }

    auto *hint =
        new QLabel(tr("The engine's special abilities are the Cargo and Bounty check boxes and the "
                      "starbase damage; the special text only tells the players about them."),
                   this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar);
    layout->addWidget(m_view, 1);
    auto *hintBox = new QVBoxLayout;
    hintBox->setContentsMargins(8, 6, 8, 6);
    hintBox->addWidget(hint);
    layout->addLayout(hintBox);

    connect(m_add, &QAction::triggered, this, [this] {
        const int row = m_model->addCopyOf(currentRow());
        if (row >= 0)
            selectRow(row, ShipTableModel::Name);
    });
    connect(m_remove, &QAction::triggered, this, [this] {
        const int row = currentRow();
        const int column = m_view->currentIndex().column();
        if (m_model->removeShip(row))
            selectRow(std::min(row, m_model->rowCount() - 1), column);
    });
    const auto move = [this](int delta) {
        const int column = m_view->currentIndex().column();
        const int row = m_model->moveShip(currentRow(), delta);
        if (row >= 0)
            selectRow(row, column);
    };
    connect(m_up, &QAction::triggered, this, [move] { move(-1); });
    connect(m_down, &QAction::triggered, this, [move] { move(+1); });

    // A reset (ships added, removed or moved, or undone) keeps the current cell.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        m_cellBeforeReset =
            current.isValid() ? QPoint(current.column(), current.row()) : QPoint(-1, -1);
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_cellBeforeReset.y() >= 0 && m_model->rowCount() > 0)
            selectRow(std::min(m_cellBeforeReset.y(), m_model->rowCount() - 1),
                      m_cellBeforeReset.x());
        updateActions();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ShipsEditor::updateActions);
    updateActions();
}

int ShipsEditor::currentRow() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void ShipsEditor::selectRow(int row, int column)
{
    const QModelIndex index = m_model->index(row, column < 0 ? 0 : column);
    if (!index.isValid())
        return;
    m_view->setCurrentIndex(index);
    m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect);
    m_view->scrollTo(index);
}

void ShipsEditor::updateActions()
{
    const int row = currentRow();
    const int rows = m_model->rowCount();
    m_add->setEnabled(rows < god::kMaxShipTypes);
    m_remove->setEnabled(row >= 0 && rows > 1);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < rows);
}

void ShipsEditor::selectPointer(const QString &pointer)
{
    const QModelIndex index = m_model->indexOf(pointer);
    if (index.isValid()) {
        selectRow(index.row(), index.column());
        m_view->setFocus();
    }
}

} // namespace starboard::editor
