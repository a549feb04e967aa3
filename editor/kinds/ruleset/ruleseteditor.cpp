#include "ruleseteditor.h"

#include "document.h"
#include "documentkinds.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QFormLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace starboard::editor {

namespace {

using Type = RulesetModel::Type;
using Param = RulesetModel::Param;

// The parameters as the loaders read them (core/data/god_content.cpp, gc_content.cpp).
std::vector<Param> godParams()
{
    constexpr int kMaxAmount = 10000;
    return {
        {"setup",
         Type::Choice,
         0,
         0,
         {QStringLiteral("normal"), QStringLiteral("quick")},
         QT_TRANSLATE_NOOP("Workshop", "Set-up: normal (5) or quick (10), fixed Things")},
        {"dieSides", Type::Integer, 1, 100, {}, QT_TRANSLATE_NOOP("Workshop", "Sides of the die")},
        {"starbaseArmor",
         Type::Integer,
         1,
         kMaxAmount,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Armor of a Starbase at the start (3.2)")},
        {"starbaseAttack",
         Type::Integer,
         0,
         kMaxAmount,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Attack power of a Starbase (3.2)")},
        {"starbaseIncome",
         Type::Integer,
         0,
         kMaxAmount,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Money a Starbase earns each production (6.5)")},
        {"starbaseDecay",
         Type::Integer,
         1,
         kMaxAmount,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Armor a Starbase loses every turn (6.5)")},
        {"cashCap",
         Type::Integer,
         0,
         kMaxAmount,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Most money a player may keep (3.2)")},
        {"thingsDrawBonus",
         Type::Integer,
         0,
         99,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Things drawn: a die roll plus this (5.1)")},
        {"startingMoneyBonus",
         Type::Integer,
         0,
         kMaxAmount,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Starting money: a die roll plus this (5.2)")},
        {"quickStartingMoney",
         Type::Integer,
         0,
         kMaxAmount,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Starting money in the quick set-up (10.5)")},
        {"cargoMultiplier",
         Type::Integer,
         0,
         kMaxAmount,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Cargo price: distance times this (5.1)")},
        {"minStarbaseDistance",
         Type::Integer,
         1,
         1000,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Least distance between two Starbases (5.2)")},
        {"pirateMoveMaxRoll",
         Type::Integer,
         0,
         100,
         {},
         QT_TRANSLATE_NOOP("Workshop", "A pirate moves on a roll up to this (6.3)")},
        {"quickThings",
         Type::IdList,
         0,
         0,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Things of the quick set-up, by id (10.1)")},
    };
}

std::vector<Param> gcParams()
{
    constexpr int kMaxValue = 99;
    return {
        {"deck",
         Type::Choice,
         0,
         0,
         {QStringLiteral("full"), QStringLiteral("original")},
         QT_TRANSLATE_NOOP("Workshop", "Which cards make up the deck")},
        {"dieSides", Type::Integer, 1, 100, {}, QT_TRANSLATE_NOOP("Workshop", "Sides of the die")},
        {"nearPerPlayer",
         Type::Integer,
         1,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Near systems in each player's sector")},
        {"distantPerPlayer",
         Type::Integer,
         1,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Distant systems in each player's sector")},
        {"yearEvents",
         Type::IntList,
         1,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Event cards in Year 1 and Year 2")},
        {"startMetalProduction",
         Type::Integer,
         0,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Metal production at the start")},
        {"startWealthProduction",
         Type::Integer,
         0,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Wealth production at the start")},
        {"storageLimit",
         Type::Integer,
         1,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Resources kept of each kind")},
        {"storageLimitBanking",
         Type::Integer,
         1,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Resources kept with Interstellar Banking")},
        {"militaryLimit",
         Type::Integer,
         1,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Most military strength")},
        {"militaryLimitCapital",
         Type::Integer,
         1,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Most military strength with Capital Ships")},
        {"militaryMetalCost",
         Type::Integer,
         0,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Metal to build one military strength")},
        {"militaryWealthCost",
         Type::Integer,
         0,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Wealth to build one military strength")},
        {"commerceGive",
         Type::Integer,
         1,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Interspecies Commerce: resources given ...")},
        {"commerceGet",
         Type::Integer,
         1,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "... for this many of the other resource")},
        {"explorationBonus",
         Type::Integer,
         0,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Bonus of the exploration technology")},
        {"scientificBonus",
         Type::Integer,
         0,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Bonus of the scientific technology")},
        {"warlordBonus",
         Type::Integer,
         0,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Points of the warlord bonus")},
        {"distantToWinPerPlayer",
         Type::Integer,
         0,
         kMaxValue,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Multiplayer: aligned distant systems to win, per player")},
        {"ranks",
         Type::RankList,
         0,
         999,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Solitaire ranks: id, least score, name; ';' between")},
    };
}

// A Galaxy Fighters difficulty (core/data/gf_content.cpp); a left-out member takes the Expert
// Pilot value, as a variant's does.
std::vector<Param> gfParams()
{
    return {
        {"districtsToLose",
         Type::Integer,
         1,
         4,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Invaded districts that end the game")},
        {"backupShips",
         Type::Integer,
         0,
         10,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Ship cards in the shipyard (backup ships)")},
        {"spawnCards",
         Type::Integer,
         1,
         999,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Spawn cards drawn for the game (at most the deck's)")},
        {"maxAliensPerCard",
         Type::Integer,
         0,
         150,
         {},
         QT_TRANSLATE_NOOP("Workshop",
                           "Draw only spawn cards with at most this many aliens (0: every card)")},
        {"invaderSpaces",
         Type::Integer,
         1,
         12,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Invader spaces of each district")},
        {"dice",
         Type::Integer,
         1,
         8,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Command dice rolled each turn")},
        {"dieFaces",
         Type::ChoiceList,
         1,
         12,
         {QStringLiteral("fire"), QStringLiteral("move"), QStringLiteral("special"),
          QStringLiteral("fire-or-special")},
         QT_TRANSLATE_NOOP("Workshop", "The faces of a command die, equally likely")},
    };
}

// A Galactic Warfare rule variant (core/data/gw_content.cpp, kRulesetNumbers); a left-out
// member takes the standard value.
std::vector<Param> gwParams()
{
    return {
        {"cardsDealt",
         Type::Integer,
         0,
         50,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Cards dealt to each player (at most half the deck)")},
        {"powerUpCap",
         Type::Integer,
         0,
         8,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Power-ups (captured ships) one ship may hold")},
        {"dicePerShip",
         Type::Integer,
         1,
         3,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Dice rolled in a battle for each ship of a stack")},
        {"homeDefenceDice",
         Type::Integer,
         0,
         4,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Extra dice of a defender in its own home planet")},
        {"tieRule",
         Type::Choice,
         0,
         0,
         {QStringLiteral("reroll"), QStringLiteral("defender")},
         QT_TRANSLATE_NOOP("Workshop",
                           "Equal sums: both sides roll again (reroll) or the defender wins")},
        {"turnLimit",
         Type::Integer,
         10,
         2000,
         {},
         QT_TRANSLATE_NOOP("Workshop", "Turns before the game ends (more ships in play win)")},
    };
}

QJsonObject readResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The edited text of a list parameter as JSON; undefined when it does not parse.
QJsonValue parseList(const QString &text, const Param &p)
{
    QJsonArray list;
    if (p.type == Type::ChoiceList) {
        for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!p.choices.contains(part.trimmed()))
                return QJsonValue::Undefined;
            list.append(part.trimmed());
        }
        if (list.size() < p.min || list.size() > p.max)
            return QJsonValue::Undefined;
        return list;
    }
    if (p.type == Type::IdList || p.type == Type::IntList) {
        static const QRegularExpression id(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
        for (QString part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            part = part.trimmed();
            if (p.type == Type::IdList) {
                if (!id.match(part).hasMatch())
                    return QJsonValue::Undefined;
                list.append(part);
            } else {
                bool ok = false;
                const int n = part.toInt(&ok);
                if (!ok || n < p.min || n > p.max)
                    return QJsonValue::Undefined;
                list.append(n);
            }
        }
        if (p.type == Type::IntList && list.size() != 2)
            return QJsonValue::Undefined;
        return list;
    }
    // Ranks: "demoted 0 Demoted; commander 8 Remain a Commander; ..."
    for (const QString &entry : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList words = entry.simplified().split(QLatin1Char(' '));
        if (words.size() < 3)
            return QJsonValue::Undefined;
        bool ok = false;
        const int minScore = words[1].toInt(&ok);
        if (!ok || minScore < p.min || minScore > p.max)
            return QJsonValue::Undefined;
        list.append(QJsonObject{{QStringLiteral("id"), words[0]},
                                {QStringLiteral("name"), words.mid(2).join(QLatin1Char(' '))},
                                {QStringLiteral("minScore"), minScore}});
    }
    return list.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(list);
}

} // namespace

// --- RulesetModel -----------------------------------------------------------------------

RulesetModel::RulesetModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    const QString format = document->kind().format;
    m_params = format == QLatin1String("starboard.gc-ruleset")   ? gcParams()
               : format == QLatin1String("starboard.gf-ruleset") ? gfParams()
               : format == QLatin1String("starboard.gw-ruleset") ? gwParams()
                                                                 : godParams();
    m_standard = readResource(document->kind().defaultFile);
    connect(m_document, &Document::changed, this,
            [this] { emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1)); });
}

int RulesetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_params.size());
}

int RulesetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int RulesetModel::rowOf(const QString &key) const
{
    for (int r = 0; r < rowCount(); ++r) {
        if (key == QLatin1String(m_params[std::size_t(r)].key))
            return r;
    }
    return -1;
}

QJsonValue RulesetModel::defaultValue(int row) const
{
    return m_standard.value(QLatin1String(param(row).key));
}

bool RulesetModel::isStored(int row) const
{
    return m_document->content().contains(QLatin1String(param(row).key));
}

QJsonValue RulesetModel::currentValue(int row) const
{
    return isStored(row) ? m_document->content().value(QLatin1String(param(row).key))
                         : defaultValue(row);
}

bool RulesetModel::differs(int row) const
{
    return currentValue(row) != defaultValue(row);
}

QString RulesetModel::text(const QJsonValue &value, Type type)
{
    QStringList parts;
    switch (type) {
    case Type::Integer:
        return QString::number(value.toInt());
    case Type::Choice:
        return value.toString();
    case Type::IdList:
    case Type::ChoiceList:
        for (const auto &v : value.toArray())
            parts.append(v.toString());
        return parts.join(QStringLiteral(", "));
    case Type::IntList:
        for (const auto &v : value.toArray())
            parts.append(QString::number(v.toInt()));
        return parts.join(QStringLiteral(", "));
    case Type::RankList:
        for (const auto &v : value.toArray()) {
            const QJsonObject rank = v.toObject();
            parts.append(QStringLiteral("%1 %2 %3")
                             .arg(rank.value(QLatin1String("id")).toString())
                             .arg(rank.value(QLatin1String("minScore")).toInt())
                             .arg(rank.value(QLatin1String("name")).toString()));
        }
        return parts.join(QStringLiteral("; "));
    }
    return {};
}

QVariant RulesetModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    const int row = index.row();
    const Param &p = param(row);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case Parameter:
            return QLatin1String(p.key);
        case Value:
            if (role == Qt::EditRole && p.type == Type::Integer)
                return currentValue(row).toInt();
            return text(currentValue(row), p.type);
        case Default:
            return text(defaultValue(row), p.type);
        case Range:
            switch (p.type) {
            case Type::Integer:
                //: Workshop, rule variant editor: the 'Allowed' column: a range of values. %1 and
                //: %2: numbers, e.g. '1 to 6'.
                return tr("%1 to %2").arg(p.min).arg(p.max);
            case Type::Choice:
                return p.choices.join(QStringLiteral(" | "));
            case Type::IdList:
                //: Workshop, rule variant editor: the 'Allowed' column: the value is a list of
                //: Things' identifiers (Thing: the game's term for what lies on a sector).
                return tr("Thing ids");
            case Type::IntList:
                //: Workshop, rule variant editor: the 'Allowed' column: two numbers, each in a
                //: range. %1 and %2: numbers.
                return tr("2 numbers, %1 to %2").arg(p.min).arg(p.max);
            case Type::ChoiceList:
                //: Workshop, rule variant editor: the 'Allowed' column: a list of words, each one
                //: of those named. %1 and %2: numbers; %3: the words, e.g. 'fire | move'.
                return tr("%1 to %2 of: %3")
                    .arg(p.min)
                    .arg(p.max)
                    .arg(p.choices.join(QStringLiteral(" | ")));
            case Type::RankList:
                //: Workshop, rule variant editor: the 'Allowed' column: the value is a list of
                //: ranks (the results at the end of the game).
                return tr("ranks");
            }
            return {};
        case Explanation:
            return QCoreApplication::translate("Workshop", p.explanation);
        default:
            return {};
        }
    case Qt::FontRole:
        if (differs(row) && (index.column() == Parameter || index.column() == Value)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Value || index.column() == Parameter) {
            if (differs(row))
                //: Workshop, rule variant editor: a tool tip of a changed value. %1: the standard
                //: value, e.g. '3'.
                return tr("Changed by this variant (standard: %1)")
                    .arg(text(defaultValue(row), p.type));
            return tr("The standard value");
        }
        if (index.column() == Explanation)
            return QCoreApplication::translate("Workshop", p.explanation);
        return {};
    case Qt::DecorationRole:
        if (index.column() == Parameter && differs(row)) {
            // A visible mark besides the bold type (a colour square in the first column).
            return QColor(0xd0, 0x7a, 0x10);
        }
        return {};
    default:
        return {};
    }
}

bool RulesetModel::setParameter(int row, const QVariant &value)
{
    if (row < 0 || row >= rowCount())
        return false;
    const Param &p = param(row);
    QJsonValue after;
    switch (p.type) {
    case Type::Integer: {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < p.min || n > p.max)
            return false;
        after = n;
        break;
    }
    case Type::Choice:
        if (!p.choices.contains(value.toString()))
            return false;
        after = value.toString();
        break;
    default:
        after = parseList(value.toString(), p);
        if (after.isUndefined())
            return false;
    }
    if (after == currentValue(row))
        return true;
    const QString key = QLatin1String(p.key);
    if (after == defaultValue(row))
        return m_document->setValue(QLatin1Char('/') + key, QJsonValue(QJsonValue::Undefined),
                                    //: An undo step's name (the Workshop's Edit menu, 'Undo …';
                                    //: undo history). %1: a parameter's key, e.g. 'dieSides' (not
                                    //: translated).
                                    tr("Reset %1 to default").arg(key));
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a parameter's
    //: key, e.g. 'dieSides' (not translated).
    return m_document->setValue(QLatin1Char('/') + key, after, tr("Change %1").arg(key));
}

bool RulesetModel::resetToDefault(int row)
{
    if (row < 0 || row >= rowCount() || !isStored(row))
        return false;
    const QString key = QLatin1String(param(row).key);
    return m_document->setValue(QLatin1Char('/') + key, QJsonValue(QJsonValue::Undefined),
                                tr("Reset %1 to default").arg(key));
}

bool RulesetModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index) || index.column() != Value || role != Qt::EditRole)
        return false;
    return setParameter(index.row(), value);
}

Qt::ItemFlags RulesetModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    return index.column() == Value ? f | Qt::ItemIsEditable : f;
}

QVariant RulesetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Parameter:
        //: Workshop, rule variant editor: a column header: the rule's parameter (its key).
        return tr("Parameter");
    case Value:
        //: Workshop, rule variant editor: a column header: the parameter's value in this variant.
        return tr("Value");
    case Default:
        //: Workshop, rule variant editor: a column header: the value in the standard rules.
        return tr("Standard");
    case Range:
        //: Workshop, rule variant editor: a column header: the values allowed.
        return tr("Allowed");
    case Explanation:
        //: Workshop, rule variant editor: a column header: what the parameter means (a noun).
        return tr("Meaning");
    default:
        return {};
    }
}

// --- RulesetDelegate --------------------------------------------------------------------

QWidget *RulesetDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                       const QModelIndex &index) const
{
    const auto *model = qobject_cast<const RulesetModel *>(index.model());
    if (!model)
        return QStyledItemDelegate::createEditor(parent, option, index);
    const auto &p = model->param(index.row());
    if (p.type == RulesetModel::Type::Integer) {
        auto *spin = new QSpinBox(parent);
        spin->setRange(p.min, p.max);
        spin->setFrame(false);
        return spin;
    }
    if (p.type == RulesetModel::Type::Choice) {
        auto *combo = new QComboBox(parent);
        combo->addItems(p.choices);
        return combo;
    }
    auto *line = new QLineEdit(parent);
    line->setFrame(false);
    return line;
}

void RulesetDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentText(index.data(Qt::EditRole).toString());
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void RulesetDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                   const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentText());
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

// --- RulesetEditor ----------------------------------------------------------------------

RulesetEditor::RulesetEditor(Document *document, QWidget *parent)
    : EditorWidget(document, parent), m_model(new RulesetModel(document, this)),
      m_view(new QTableView(this)), m_id(new QLineEdit(this)), m_name(new QLineEdit(this))
{
    auto *toolBar = new QToolBar(this);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_reset =
        toolBar->addAction(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("Reset to default"));
    // A key too, while the focus is anywhere in this editor (a tool bar is not in the Tab
    // chain), named in the tool tip.
    m_reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_reset->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_reset);
    m_reset->setToolTip(
        QStringLiteral("%1 (%2)").arg(tr("Give the selected parameter its standard value again"),
                                      m_reset->shortcut().toString(QKeySequence::NativeText)));

    m_id->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[a-z0-9][a-z0-9-]*")), m_id));
    //: Workshop, rule variant editor: a placeholder in the empty identifier field: an example
    //: identifier (lower case, hyphens, no spaces; translate the words if you like).
    m_id->setPlaceholderText(tr("short-game"));
    //: Workshop, rule variant editor: a placeholder in the empty name field: an example variant
    //: name.
    m_name->setPlaceholderText(tr("Short game"));
    auto *form = new QFormLayout;
    form->setContentsMargins(8, 8, 8, 8);
    //: Workshop, rule variant editor: a field's label; & marks the Alt key's letter.
    form->addRow(tr("Variant &name:"), m_name);
    //: Workshop, rule variant editor: a field's label (the variant's identifier, a short technical
    //: name); & marks the Alt key's letter.
    form->addRow(tr("Variant &id:"), m_id);
    auto *hint = new QLabel(tr("A variant stores only what differs from the standard rules; "
                               "changed values are bold and marked."),
                            this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(hint);

    m_view->setModel(m_model);
    m_view->setItemDelegate(new RulesetDelegate(m_view));
    m_view->setTabKeyNavigation(false); // Tab leaves the table; the arrows move inside it
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->resizeColumnsToContents();
    const int least = m_view->fontMetrics().horizontalAdvance(QStringLiteral("0000000000"));
    m_view->setColumnWidth(RulesetModel::Value, std::clamp(m_view->columnWidth(RulesetModel::Value),
                                                           least, least * 3 / 2));
    m_view->setColumnWidth(
        RulesetModel::Default,
        std::clamp(m_view->columnWidth(RulesetModel::Default), least, least * 3 / 2));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar);
    layout->addLayout(form);
    layout->addWidget(m_view, 1);

    connect(m_reset, &QAction::triggered, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid())
            m_model->resetToDefault(current.row());
    });
    connect(m_id, &QLineEdit::editingFinished, this, [this] {
        if (m_id->text() != this->document()->value(QStringLiteral("/id")).toString() &&
            !m_id->text().isEmpty())
            this->document()->setValue(QStringLiteral("/id"), m_id->text(),
                                       tr("Change variant id"));
    });
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (m_name->text() != this->document()->value(QStringLiteral("/name")).toString())
            this->document()->setValue(QStringLiteral("/name"), m_name->text(),
                                       //: An undo step's name (the Workshop's Edit menu, 'Undo …';
                                       //: undo history).
                                       tr("Rename variant"));
    });
    connect(document, &Document::changed, this, [this] {
        showHeader();
        updateActions();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &RulesetEditor::updateActions);
    showHeader();
    updateActions();
}

void RulesetEditor::showHeader()
{
    const QString id = document()->value(QStringLiteral("/id")).toString();
    const QString name = document()->value(QStringLiteral("/name")).toString();
    if (m_id->text() != id)
        m_id->setText(id);
    if (m_name->text() != name)
        m_name->setText(name);
}

void RulesetEditor::updateActions()
{
    const QModelIndex current = m_view->currentIndex();
    m_reset->setEnabled(current.isValid() && m_model->isStored(current.row()));
}

void RulesetEditor::selectPointer(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    if (tokens.isEmpty())
        return;
    if (tokens[0] == QLatin1String("id")) {
        m_id->setFocus();
        m_id->selectAll();
        return;
    }
    if (tokens[0] == QLatin1String("name")) {
        m_name->setFocus();
        m_name->selectAll();
        return;
    }
    const int row = m_model->rowOf(tokens[0]);
    if (row < 0)
        return;
    const QModelIndex index = m_model->index(row, RulesetModel::Value);
    m_view->setCurrentIndex(index);
    m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect |
                                                QItemSelectionModel::Rows);
    m_view->scrollTo(index);
    m_view->setFocus();
}

} // namespace starboard::editor
