#include "gftableeditor.h"

#include "document.h"
#include "rowkeys.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QJsonArray>
#include <QKeySequence>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSet>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace starboard::editor::gftables {

namespace {

using Type = ColumnSpec::Type;

QString translated(const char *text)
{
    return text ? QCoreApplication::translate("Workshop", text) : QString();
}

QStringList idsOf(const QJsonValue &value)
{
    QStringList ids;
    for (const auto &v : value.toArray())
        ids.append(v.toString());
    return ids;
}

// The loader's words for a list of ids: "a, b" -> ["a", "b"]; undefined when one is not an id.
QJsonValue parseIds(const QString &text)
{
    static const QRegularExpression id(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    QJsonArray list;
    for (QString part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        part = part.trimmed();
        if (!id.match(part).hasMatch())
            return QJsonValue::Undefined;
        list.append(part);
    }
    return list;
}

} // namespace

// --- GfTableModel -----------------------------------------------------------------------

GfTableModel::GfTableModel(Document *document, const QString &arrayPointer,
                           std::vector<ColumnSpec> columns, QObject *parent)
    : DocumentArrayModel(document, arrayPointer, int(columns.size()), parent),
      m_columns(std::move(columns))
{}

int GfTableModel::columnOf(const QString &key) const
{
    for (int c = 0; c < int(m_columns.size()); ++c) {
        if (key == QLatin1String(m_columns[std::size_t(c)].key))
            return c;
    }
    return -1;
}

bool GfTableModel::isUsed(int row, int column) const
{
    const ColumnSpec &s = spec(column);
    return !s.used || s.used(element(row));
}

QModelIndex GfTableModel::indexOf(const QString &pointer) const
{
    const QStringList tokens = splitPointer(pointer);
    const QStringList ours = splitPointer(arrayPointer());
    if (tokens.size() < 2 || tokens[0] != ours.value(0))
        return {};
    bool ok = false;
    const int row = tokens[1].toInt(&ok);
    if (!ok || row < 0 || row >= rowCount())
        return {};
    const int column = tokens.size() > 2 ? columnOf(tokens[2]) : 0;
    return index(row, std::max(column, 0));
}

QVariant GfTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    const ColumnSpec &s = spec(index.column());
    const QJsonValue v = element(index.row()).value(QLatin1String(s.key));
    const bool used = isUsed(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (!used)
            return QString();
        switch (s.type) {
        case Type::Number:
            return v.toInt();
        case Type::IdList:
            return idsOf(v).join(QStringLiteral(", "));
        case Type::Choice:
            if (role == Qt::DisplayRole) {
                const qsizetype at = s.choices.indexOf(v.toString());
                if (at >= 0 && at < s.choiceNames.size())
                    return translated(s.choiceNames[at]);
            }
            return v.toString();
        default:
            return v.toString();
        }
    case Qt::ToolTipRole:
        if (!used)
            //: Workshop, Galaxy Fighters tables: the tool tip of a cell the row's kind does not
            //: use.
            return QCoreApplication::translate("Workshop", "Not used by this kind");
        return s.type == Type::Text ? v.toString() : translated(s.tooltip);
    case Qt::TextAlignmentRole:
        if (s.type == Type::Number)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::BackgroundRole:
        if (!used)
            return QPalette().brush(QPalette::Disabled, QPalette::Window);
        return {};
    default:
        return {};
    }
}

bool GfTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index) || role != Qt::EditRole ||
        !isUsed(index.row(), index.column()))
        return false;
    const ColumnSpec &s = spec(index.column());
    QJsonValue after;
    switch (s.type) {
    case Type::Number: {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < s.min || n > s.max)
            return false;
        after = n;
        break;
    }
    case Type::Choice:
        if (!s.choices.contains(value.toString()))
            return false;
        after = value.toString();
        break;
    case Type::IdList:
        after = parseIds(value.toString());
        if (after.isUndefined())
            return false;
        break;
    case Type::Id: {
        static const QRegularExpression id(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
        if (!id.match(value.toString()).hasMatch())
            return false;
        after = value.toString();
        break;
    }
    case Type::Text:
        after = value.toString();
        break;
    }
    const QJsonObject before = element(index.row());
    if (before.value(QLatin1String(s.key)) == after)
        return true;
    const QString name = before.value(QLatin1String("name")).toString();
    const QString pointer = childPointer(elementPointer(index.row()), QLatin1String(s.key));
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: a column's name, e.g.
    //: 'Cost'; %2: the row's name, e.g. 'Astro Wing'.
    const QString text =
        QCoreApplication::translate("Workshop", "Change %1 of %2").arg(translated(s.header), name);
    // A member other columns depend on (the kind): one step that also adds what the new kind
    // uses and removes what it does not.
    QJsonObject changed = before;
    changed.insert(QLatin1String(s.key), after);
    QList<QPair<QString, QJsonValue>> also;
    for (int c = 0; c < columnCount(); ++c) {
        const ColumnSpec &other = spec(c);
        if (!other.used || c == index.column())
            continue;
        const bool was = other.used(before), now = other.used(changed);
        const QString key = QLatin1String(other.key);
        if (now && !before.contains(key))
            also.append({key, other.type == Type::Choice ? QJsonValue(other.choices.value(0))
                                                         : QJsonValue(other.min)});
        else if (!now && was && before.contains(key))
            also.append({key, QJsonValue(QJsonValue::Undefined)});
    }
    // An id others name (renamed): every use follows, in the same step.
    const QString from = before.value(QLatin1String(s.key)).toString();
    bool rename = s.renamed && !from.isEmpty();
    for (int r = 0; rename && r < rowCount(); ++r)
        if (r != index.row() && element(r).value(QLatin1String(s.key)) == after)
            rename = false;
    if (also.isEmpty() && !rename)
        return document()->setValue(pointer, after, text, QLatin1String(s.key));
    document()->beginMacro(text);
    bool ok = document()->setValue(pointer, after, text);
    for (const auto &[key, value] : std::as_const(also))
        ok =
            document()->setValue(childPointer(elementPointer(index.row()), key), value, text) && ok;
    if (rename)
        s.renamed(document(), from, after.toString(), text);
    document()->endMacro();
    return ok;
}

Qt::ItemFlags GfTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    return isUsed(index.row(), index.column()) ? f | Qt::ItemIsEditable : f;
}

QVariant GfTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole && section >= 0 && section < rowCount()
                   ? QVariant(section + 1)
                   : QVariant();
    if (section < 0 || section >= columnCount())
        return {};
    if (role == Qt::DisplayRole)
        return translated(spec(section).header);
    if (role == Qt::ToolTipRole)
        return translated(spec(section).tooltip);
    return {};
}

int GfTableModel::addCopyOf(int row)
{
    if (rowCount() == 0)
        return -1;
    if (row < 0 || row >= rowCount())
        row = rowCount() - 1;
    QJsonObject copy = element(row);
    // Ids are unique in the whole file (equipment: over its three lists).
    QSet<QString> ids;
    const QJsonObject content = document()->content();
    for (auto it = content.constBegin(); it != content.constEnd(); ++it) {
        for (const auto &v : it.value().toArray())
            ids.insert(v.toObject().value(QLatin1String("id")).toString());
    }
    QString base = copy.value(QLatin1String("id")).toString();
    static const QRegularExpression numbered(QStringLiteral("-[0-9]+$"));
    base.remove(numbered);
    if (base.isEmpty())
        base = QStringLiteral("item");
    QString id = base;
    for (int n = 2; ids.contains(id); ++n)
        id = base + QLatin1Char('-') + QString::number(n);
    copy.insert(QStringLiteral("id"), id);
    //: Workshop, Galaxy Fighters tables: a copied row's name. %1: the original's name.
    const QString name = QCoreApplication::translate("Workshop", "%1 (copy)")
                             .arg(copy.value(QLatin1String("name")).toString());
    copy.insert(QStringLiteral("name"), name);
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: the new row's name.
    if (!document()->insertElement(arrayPointer(), row + 1, copy,
                                   QCoreApplication::translate("Workshop", "Add %1").arg(name)))
        return -1;
    return row + 1;
}

bool GfTableModel::removeRow(int row)
{
    if (row < 0 || row >= rowCount() || rowCount() <= 1)
        return false;
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: the row's name.
    return document()->removeElement(
        arrayPointer(), row,
        QCoreApplication::translate("Workshop", "Remove %1")
            .arg(element(row).value(QLatin1String("name")).toString()));
}

int GfTableModel::moveRow(int row, int delta)
{
    const int to = row + delta;
    if (row < 0 || row >= rowCount() || to < 0 || to >= rowCount())
        return -1;
    const QString name = element(row).value(QLatin1String("name")).toString();
    const QString text =
        delta < 0 ? /*: An undo step's name. %1: the row's name. */ QCoreApplication::translate(
                        "Workshop", "Move %1 up")
                        .arg(name)
                  : /*: An undo step's name. %1: the row's name. */ QCoreApplication::translate(
                        "Workshop", "Move %1 down")
                        .arg(name);
    return document()->moveElement(arrayPointer(), row, to, text) ? to : -1;
}

// --- GfTableDelegate --------------------------------------------------------------------

QWidget *GfTableDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                       const QModelIndex &index) const
{
    const auto *model = qobject_cast<const GfTableModel *>(index.model());
    if (!model)
        return QStyledItemDelegate::createEditor(parent, option, index);
    const ColumnSpec &s = model->spec(index.column());
    switch (s.type) {
    case Type::Number: {
        auto *spin = new QSpinBox(parent);
        spin->setRange(s.min, s.max);
        spin->setFrame(false);
        return spin;
    }
    case Type::Choice: {
        auto *combo = new QComboBox(parent);
        for (qsizetype i = 0; i < s.choices.size(); ++i)
            combo->addItem(i < s.choiceNames.size() ? translated(s.choiceNames[i]) : s.choices[i],
                           s.choices[i]);
        return combo;
    }
    case Type::Id: {
        auto *line = new QLineEdit(parent);
        line->setFrame(false);
        line->setValidator(new QRegularExpressionValidator(
            QRegularExpression(QStringLiteral("[a-z0-9][a-z0-9-]*")), line));
        return line;
    }
    default:
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
}

void GfTableDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole).toString()));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void GfTableDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                   const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

// --- GfTableEditor ----------------------------------------------------------------------

GfTableEditor::GfTableEditor(Document *document, std::vector<Table> tables, QWidget *parent)
    : EditorWidget(document, parent)
{
    auto *toolBar = new QToolBar(this);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    //: Workshop, Galaxy Fighters tables: a tool bar button (a verb phrase).
    m_add = toolBar->addAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("Add a copy"));
    m_add->setToolTip(tr("Add a copy of the selected row"));
    //: Workshop, Galaxy Fighters tables: a tool bar button (a verb).
    m_remove = toolBar->addAction(QIcon::fromTheme(QStringLiteral("list-remove")), tr("Remove"));
    m_remove->setToolTip(tr("Remove the selected row"));
    toolBar->addSeparator();
    //: Workshop, Galaxy Fighters tables: a tool bar button: move the row up.
    m_up = toolBar->addAction(QIcon::fromTheme(QStringLiteral("go-up")), tr("Move up"));
    //: Workshop, Galaxy Fighters tables: a tool bar button: move the row down.
    m_down = toolBar->addAction(QIcon::fromTheme(QStringLiteral("go-down")), tr("Move down"));
    addRowKeys(this, m_add, m_remove, m_up, m_down);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar);
    if (tables.size() > 1) {
        m_tabs = new QTabWidget(this);
        layout->addWidget(m_tabs, 1);
    }
    for (auto &table : tables) {
        auto *model =
            new GfTableModel(document, table.arrayPointer, std::move(table.columns), this);
        auto *view = new QTableView(this);
        view->setModel(model);
        view->setItemDelegate(new GfTableDelegate(view));
        view->setTabKeyNavigation(false);
        view->setSelectionMode(QAbstractItemView::SingleSelection);
        view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                              QAbstractItemView::AnyKeyPressed);
        view->setAlternatingRowColors(true);
        view->setWordWrap(false);
        view->horizontalHeader()->setStretchLastSection(true);
        view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        view->resizeColumnsToContents();
        view->setAccessibleName(translated(table.title));
        m_models.push_back(model);
        m_views.push_back(view);
        if (m_tabs)
            m_tabs->addTab(view, translated(table.title));
        else
            layout->addWidget(view, 1);
        connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this,
                &GfTableEditor::updateActions);
        connect(model, &QAbstractItemModel::modelReset, this, &GfTableEditor::updateActions);
    }
    if (m_tabs)
        connect(m_tabs, &QTabWidget::currentChanged, this, &GfTableEditor::updateActions);

    const auto select = [this](int table, int row, int column) {
        QTableView *v = view(table);
        const QModelIndex index = model(table)->index(row, std::max(column, 0));
        if (!index.isValid())
            return;
        v->setCurrentIndex(index);
        v->scrollTo(index);
    };
    connect(m_add, &QAction::triggered, this, [this, select] {
        const int t = currentTable();
        const int row = model(t)->addCopyOf(view(t)->currentIndex().row());
        if (row >= 0)
            select(t, row, 0);
    });
    connect(m_remove, &QAction::triggered, this, [this, select] {
        const int t = currentTable();
        const QModelIndex current = view(t)->currentIndex();
        if (model(t)->removeRow(current.row()))
            select(t, std::min(current.row(), model(t)->rowCount() - 1), current.column());
    });
    const auto move = [this, select](int delta) {
        const int t = currentTable();
        const QModelIndex current = view(t)->currentIndex();
        const int row = model(t)->moveRow(current.row(), delta);
        if (row >= 0)
            select(t, row, current.column());
    };
    connect(m_up, &QAction::triggered, this, [move] { move(-1); });
    connect(m_down, &QAction::triggered, this, [move] { move(+1); });
    updateActions();
}

int GfTableEditor::currentTable() const
{
    return m_tabs ? std::max(m_tabs->currentIndex(), 0) : 0;
}

void GfTableEditor::updateActions()
{
    const int t = currentTable();
    const int row = view(t)->currentIndex().isValid() ? view(t)->currentIndex().row() : -1;
    const int rows = model(t)->rowCount();
    m_add->setEnabled(rows > 0);
    m_remove->setEnabled(row >= 0 && rows > 1);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < rows);
}

void GfTableEditor::selectPointer(const QString &pointer)
{
    for (int t = 0; t < tableCount(); ++t) {
        const QModelIndex index = model(t)->indexOf(pointer);
        if (!index.isValid())
            continue;
        if (m_tabs)
            m_tabs->setCurrentIndex(t);
        view(t)->setCurrentIndex(index);
        view(t)->scrollTo(index);
        view(t)->setFocus();
        return;
    }
}

// --- The two editors --------------------------------------------------------------------

namespace {

ColumnSpec idColumn()
{
    //: Workshop, Galaxy Fighters tables: a column header: the identifier (short).
    return {"id", Type::Id, QT_TRANSLATE_NOOP("Workshop", "Id"),
            QT_TRANSLATE_NOOP("Workshop", "The id in the files (lower-case letters, digits, '-')")};
}

ColumnSpec nameColumn()
{
    //: Workshop, Galaxy Fighters tables: a column header: the name players see.
    return {"name", Type::Text, QT_TRANSLATE_NOOP("Workshop", "Name"),
            QT_TRANSLATE_NOOP("Workshop", "The name the players see")};
}

ColumnSpec textColumn()
{
    //: Workshop, Galaxy Fighters tables: a column header: the rules text players read.
    return {"text", Type::Text, QT_TRANSLATE_NOOP("Workshop", "Rules text"),
            QT_TRANSLATE_NOOP("Workshop", "What it does, in words for the players (English)")};
}

std::function<bool(const QJsonObject &)> whenMember(const char *key, QStringList values)
{
    return [key, values](const QJsonObject &row) {
        return values.contains(row.value(QLatin1String(key)).toString());
    };
}

ColumnSpec costColumn()
{
    return {"cost", Type::Number,
            //: Workshop, Galaxy Fighters equipment: a column header: Special symbols it costs.
            QT_TRANSLATE_NOOP("Workshop", "Cost"),
            QT_TRANSLATE_NOOP("Workshop", "Special symbols it costs, 1 to 4"), 1, 4};
}

} // namespace

QWidget *createShipsTable(Document *document, QWidget *parent)
{
    const QStringList specials = {
        QStringLiteral("none"),           QStringLiteral("missile-command"),
        QStringLiteral("defense-system"), QStringLiteral("helper-drone"),
        QStringLiteral("side-cannon"),    QStringLiteral("nova-bomb"),
        QStringLiteral("extra-die")};
    std::vector<ColumnSpec> columns{
        nameColumn(),
        idColumn(),
        {"special",
         Type::Choice,
         //: Workshop, Galaxy Fighters ship cards: a column header: the ship's special ability.
         QT_TRANSLATE_NOOP("Workshop", "Special"),
         QT_TRANSLATE_NOOP("Workshop", "The special the engine plays"),
         0,
         0,
         specials,
         //: Workshop, Galaxy Fighters ship cards: the specials in the 'Special' column (the
         //: game's terms; Astro Wing, Phalanx and Gladius have the first three).
         {QT_TRANSLATE_NOOP("Workshop", "None"),
          //: Workshop, Galaxy Fighters ship cards: a special (Astro Wing's; the game's term).
          QT_TRANSLATE_NOOP("Workshop", "Missile Command"),
          //: Workshop, Galaxy Fighters ship cards: a special (Phalanx's Shielded Defense System).
          QT_TRANSLATE_NOOP("Workshop", "Defense System"),
          //: Workshop, Galaxy Fighters ship cards: a special (Gladius's helper Drone).
          QT_TRANSLATE_NOOP("Workshop", "Helper Drone"),
          //: Workshop, Galaxy Fighters ship cards: a special (a cannon firing sideways).
          QT_TRANSLATE_NOOP("Workshop", "Side Cannon"),
          //: Workshop, Galaxy Fighters ship cards: a special (a bomb over the ship's atmosphere).
          QT_TRANSLATE_NOOP("Workshop", "Nova Bomb"),
          //: Workshop, Galaxy Fighters ship cards: a special (one more command die).
          QT_TRANSLATE_NOOP("Workshop", "Extra die")}},
        {"specialCost",
         Type::Number,
         //: Workshop, Galaxy Fighters ship cards: a column header: Special symbols the special
         //: costs.
         QT_TRANSLATE_NOOP("Workshop", "Special cost"),
         QT_TRANSLATE_NOOP("Workshop", "Special symbols the special costs, 1 to 4"),
         1,
         4,
         {},
         {},
         whenMember("special", {QStringLiteral("missile-command"), QStringLiteral("defense-system"),
                                QStringLiteral("side-cannon"), QStringLiteral("nova-bomb")})},
        {"tiles",
         Type::Number,
         //: Workshop, Galaxy Fighters ship cards: a column header: defence tiles the ship carries.
         QT_TRANSLATE_NOOP("Workshop", "Defence tiles"),
         QT_TRANSLATE_NOOP("Workshop", "Defence tiles the Defense System carries, 1 to 6"),
         1,
         6,
         {},
         {},
         whenMember("special", {QStringLiteral("defense-system")})},
        //: Workshop, Galaxy Fighters ship cards: a column header: the engine modifications the
        //: ship allows (their ids).
        {"engines", Type::IdList, QT_TRANSLATE_NOOP("Workshop", "Engines"),
         QT_TRANSLATE_NOOP("Workshop",
                           "Ids of the engine modifications it allows, separated by commas")},
        textColumn(),
    };
    return new GfTableEditor(document,
                             {{QStringLiteral("/ships"),
                               QT_TRANSLATE_NOOP("Workshop", "Ship cards"), std::move(columns)}},
                             parent);
}

QWidget *createEquipmentTables(Document *document, QWidget *parent)
{
    std::vector<ColumnSpec> weapons{
        nameColumn(),
        idColumn(),
        {"kind",
         Type::Choice,
         //: Workshop, Galaxy Fighters equipment: a column header: what the engine plays (a
         //: weapon's, an engine modification's or a command tile's kind).
         QT_TRANSLATE_NOOP("Workshop", "Kind"),
         QT_TRANSLATE_NOOP("Workshop", "What the engine plays"),
         0,
         0,
         {QStringLiteral("wide-beam"), QStringLiteral("laser-beam"),
          QStringLiteral("spread-shot")}},
        costColumn(),
        textColumn(),
    };
    std::vector<ColumnSpec> engines{
        nameColumn(),
        idColumn(),
        {"kind",
         Type::Choice,
         //: Workshop, Galaxy Fighters equipment: a column header: what the engine plays (a
         //: weapon's, an engine modification's or a command tile's kind).
         QT_TRANSLATE_NOOP("Workshop", "Kind"),
         QT_TRANSLATE_NOOP("Workshop", "What the engine plays"),
         0,
         0,
         {QStringLiteral("afterburner"), QStringLiteral("warp-drive"), QStringLiteral("deflector"),
          QStringLiteral("repulsor")},
         //: Workshop, Galaxy Fighters equipment: the engine modifications (the game's terms).
         {QT_TRANSLATE_NOOP("Workshop", "Afterburner"),
          //: Workshop, Galaxy Fighters equipment: an engine modification (the game's term).
          QT_TRANSLATE_NOOP("Workshop", "Warp Drive"),
          //: Workshop, Galaxy Fighters equipment: an engine modification (the game's term).
          QT_TRANSLATE_NOOP("Workshop", "Deflector"),
          //: Workshop, Galaxy Fighters equipment: an engine modification (the game's term).
          QT_TRANSLATE_NOOP("Workshop", "Repulsor")}},
        costColumn(),
        {"range",
         Type::Number,
         //: Workshop, Galaxy Fighters equipment: a column header: spaces the Afterburner flies.
         QT_TRANSLATE_NOOP("Workshop", "Range"),
         QT_TRANSLATE_NOOP("Workshop", "Spaces the Afterburner flies, 1 to 4"),
         1,
         4,
         {},
         {},
         whenMember("kind", {QStringLiteral("afterburner")})},
        textColumn(),
    };
    std::vector<ColumnSpec> tiles{
        nameColumn(),
        idColumn(),
        {"kind",
         Type::Choice,
         //: Workshop, Galaxy Fighters equipment: a column header: what the engine plays (a
         //: weapon's, an engine modification's or a command tile's kind).
         QT_TRANSLATE_NOOP("Workshop", "Kind"),
         QT_TRANSLATE_NOOP("Workshop", "What the engine plays"),
         0,
         0,
         {QStringLiteral("symbol"), QStringLiteral("reroll")},
         //: Workshop, Galaxy Fighters equipment: the kinds of command tile: one that adds a
         //: symbol to the roll, one that rerolls the unused dice.
         {QT_TRANSLATE_NOOP("Workshop", "Adds a symbol"),
          //: Workshop, Galaxy Fighters equipment: a kind of command tile: it rerolls the unused
          //: dice.
          QT_TRANSLATE_NOOP("Workshop", "Reroll")}},
        {"face",
         Type::Choice,
         //: Workshop, Galaxy Fighters equipment: a column header: the command symbol a tile adds.
         QT_TRANSLATE_NOOP("Workshop", "Symbol"),
         QT_TRANSLATE_NOOP("Workshop", "The symbol the tile adds to the roll"),
         0,
         0,
         {QStringLiteral("fire"), QStringLiteral("move"), QStringLiteral("special"),
          QStringLiteral("fire-or-special")},
         //: Workshop, Galaxy Fighters equipment: the command symbols (the game's terms).
         {QT_TRANSLATE_NOOP("Workshop", "Fire"),
          //: Workshop, Galaxy Fighters equipment: a command symbol (the game's term).
          QT_TRANSLATE_NOOP("Workshop", "Move"),
          //: Workshop, Galaxy Fighters ship cards: a column header: the ship's special ability.
          QT_TRANSLATE_NOOP("Workshop", "Special"),
          QT_TRANSLATE_NOOP("Workshop", "Fire or Special")},
         whenMember("kind", {QStringLiteral("symbol")})},
        textColumn(),
    };
    return new GfTableEditor(
        document,
        {//: Workshop, Galaxy Fighters equipment: a tab: the weapon systems.
         {QStringLiteral("/weapons"), QT_TRANSLATE_NOOP("Workshop", "Weapons"), std::move(weapons)},
         //: Workshop, Galaxy Fighters equipment: a tab: the engine modifications.
         {QStringLiteral("/engines"), QT_TRANSLATE_NOOP("Workshop", "Engines"), std::move(engines)},
         //: Workshop, Galaxy Fighters equipment: a tab: the bonus command tiles.
         {QStringLiteral("/tiles"), QT_TRANSLATE_NOOP("Workshop", "Command tiles"),
          std::move(tiles)}},
        parent);
}

} // namespace starboard::editor::gftables

namespace starboard::editor {

QWidget *createGfShipsEditor(Document *document, QWidget *parent)
{
    return gftables::createShipsTable(document, parent);
}

QWidget *createGfEquipmentEditor(Document *document, QWidget *parent)
{
    return gftables::createEquipmentTables(document, parent);
}

} // namespace starboard::editor
