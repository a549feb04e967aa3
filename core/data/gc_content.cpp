// Galaxy Command content: deck, technology mat and ruleset files (rulebook:
// shared/rules/galaxy-command.txt; formats: docs/data-formats.md).

#include "internal.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

// The messages name their context ("starboard::data", as Msg::tr() does) explicitly:
// lupdate 6.4 loses track of the scope in this file and would file them under "Msg".

namespace starboard::data {

namespace {

// Bounds that keep every number far from overflow in the engine's arithmetic.
constexpr int kMaxCardNumber = 999;
constexpr int kMaxValue = 99; // system values, event amounts, costs, limits, bonuses
constexpr int kMaxDieSides = 100;
constexpr int kMaxScore = 999;
constexpr int kTechRows = gc::kTechCount / 2; // two generations per row

constexpr NameTable<gc::CardKind, 4> kCardKinds = {{{gc::CardKind::Near, "near"},
                                                    {gc::CardKind::Distant, "distant"},
                                                    {gc::CardKind::Event, "event"},
                                                    {gc::CardKind::RedAlert, "red-alert"}}};

// The events of an event card, then those of a red alert.
constexpr NameTable<gc::EventKind, 8> kEventKinds = {{{gc::EventKind::Resource, "resource"},
                                                      {gc::EventKind::Strike, "strike"},
                                                      {gc::EventKind::Revolt, "revolt"},
                                                      {gc::EventKind::Invasion, "invasion"},
                                                      {gc::EventKind::Peace, "peace"},
                                                      {gc::EventKind::Coup, "coup"},
                                                      {gc::EventKind::Raid, "raid"},
                                                      {gc::EventKind::Ambush, "ambush"}}};

constexpr NameTable<gc::Resource, 2> kResources = {
    {{gc::Resource::Metal, "metal"}, {gc::Resource::Wealth, "wealth"}}};

// In the order of gc::Tech.
constexpr NameTable<gc::Tech, gc::kTechCount> kTechs = {
    {{gc::Tech::CapitalShips, "capital-ships"},
     {gc::Tech::ForwardStarBases, "forward-star-bases"},
     {gc::Tech::RobotWorkers, "robot-workers"},
     {gc::Tech::PlanetaryDefenses, "planetary-defenses"},
     {gc::Tech::HyperTelevision, "hyper-television"},
     {gc::Tech::InterstellarDiplomacy, "interstellar-diplomacy"},
     {gc::Tech::InterspeciesCommerce, "interspecies-commerce"},
     {gc::Tech::InterstellarBanking, "interstellar-banking"}}};

constexpr NameTable<gc::DeckChoice, 2> kDeckChoices = {
    {{gc::DeckChoice::Full, "full"}, {gc::DeckChoice::Original, "original"}}};

bool isSystem(gc::CardKind kind)
{
    return kind == gc::CardKind::Near || kind == gc::CardKind::Distant;
}

// An event card has one of the first five events, a red alert one of the last three.
bool isRedAlertEvent(gc::EventKind event)
{
    return event == gc::EventKind::Coup || event == gc::EventKind::Raid ||
           event == gc::EventKind::Ambush;
}

bool isEventCardEvent(gc::EventKind event)
{
    return event != gc::EventKind::None && !isRedAlertEvent(event);
}

// What an event says for each year ("year1", "year2").
bool usesYears(gc::EventKind event)
{
    return event != gc::EventKind::None && event != gc::EventKind::Strike &&
           event != gc::EventKind::Peace;
}

// Which resource is gained or lost.
bool usesResource(gc::EventKind event)
{
    return event == gc::EventKind::Resource || event == gc::EventKind::Raid;
}

bool usesThreshold(gc::EventKind event)
{
    return isRedAlertEvent(event);
}

bool usesRoll(gc::EventKind event)
{
    return event == gc::EventKind::Coup;
}

const QString kYearKeys[2] = {QStringLiteral("year1"), QStringLiteral("year2")};

// "year1" or "year2" of an event; `event` is the card's event when `eventKnown`.
void readYear(const QJsonValue &value, const Where &at, gc::EventKind event, bool eventKnown,
              gc::EventYear &out, QStringList &errors)
{
    if (!expectObject(value, at, errors))
        return;
    ObjectReader r(value.toObject(), at, errors);
    const QString resource = QStringLiteral("resource");
    if (eventKnown && !usesResource(event)) {
        refuse(r, resource,
               //: A mistake in a content file (the Workshop's Problems panel, the error on
               //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: a resource, e.g.
               //: 'metal'; %2: a kind of event, e.g. 'strike'. Both are names in the file: keep
               //: them.
               QCoreApplication::translate("starboard::data", "'%1' is not used by '%2' events")
                   .arg(resource, nameOf(kEventKinds, event)),
               errors);
    } else {
        readName(r, resource, kResources, out.resource, errors,
                 eventKnown ? ObjectReader::Required : ObjectReader::Optional);
    }
    r.integer(QStringLiteral("amount"), 0, kMaxValue, out.amount);
    r.finish();
}

gc::Card readCard(const QJsonObject &object, const Where &at, QHash<int, QString> &numbers,
                  QHash<QString, QString> &ids, QStringList &errors)
{
    ObjectReader r(object, at, errors);
    gc::Card card;
    QString text;
    if (r.integer(QStringLiteral("number"), 1, kMaxCardNumber, card.number)) {
        const Where numberAt = r.at(QStringLiteral("number"));
        const auto it = numbers.constFind(card.number);
        if (it != numbers.constEnd()) {
            addError(errors, numberAt,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: a card's
                     //: number; %2: the place of the first card with it, e.g. '/cards/3'.
                     QCoreApplication::translate("starboard::data",
                                                 "duplicate card number %1 (first at %2)")
                         .arg(card.number)
                         .arg(*it));
        } else {
            numbers.insert(card.number, numberAt.pointer);
        }
    }
    if (r.id(QStringLiteral("id"), text)) {
        card.id = toStd(text);
        checkUniqueId(text, r.at(QStringLiteral("id")), ids, errors);
    }
    if (r.string(QStringLiteral("name"), text))
        card.name = toStd(text);
    const bool kindOk = readName(r, QStringLiteral("kind"), kCardKinds, card.kind, errors);
    r.boolean(QStringLiteral("original"), card.original);
    const bool system = kindOk && isSystem(card.kind);
    const bool eventCard = kindOk && !system;

    // Systems: what they produce, resist and score.
    const auto systemValue = [&](const char *name, int min, int &out) {
        const QString key = QLatin1String(name);
        if (eventCard)
            refuse(
                r, key,
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: a key of the
                //: card, e.g. 'resistance' (keep it). Systems: near and distant system cards.
                QCoreApplication::translate("starboard::data", "'%1' is for systems only").arg(key),
                errors);
        else
            r.integer(key, min, kMaxValue, out,
                      system ? ObjectReader::Required : ObjectReader::Optional);
    };
    systemValue("metal", 0, card.metal);
    systemValue("wealth", 0, card.wealth);
    systemValue("resistance", 1, card.resistance);
    systemValue("victoryPoints", 0, card.victoryPoints);

    // Events and red alerts: the event, what it does each year, who it hits.
    const QString eventKey = QStringLiteral("event");
    bool eventOk = false;
    if (system) {
        refuse(
            r, eventKey,
            //: A mistake in a content file (the Workshop's Problems panel, the error on loading);
            //: it follows the place, e.g. '/cards/3/kind: ...'. %1: a key of the card, e.g. 'event'
            //: (keep it).
            QCoreApplication::translate("starboard::data", "'%1' is for events and red alerts only")
                .arg(eventKey),
            errors);
    } else {
        bool (*accept)(gc::EventKind) = nullptr;
        if (eventCard)
            accept = card.kind == gc::CardKind::RedAlert ? &isRedAlertEvent : &isEventCardEvent;
        eventOk = readName(r, eventKey, kEventKinds, card.event, errors,
                           eventCard ? ObjectReader::Required : ObjectReader::Optional, accept);
    }
    // A member of an event: refused on systems and on events that do not use it, required
    // on those that do, read when the kind or the event is unknown.
    const auto eventMember = [&](const QString &key, bool (*uses)(gc::EventKind)) {
        if (system) {
            refuse(r, key,
                   QCoreApplication::translate("starboard::data",
                                               "'%1' is for events and red alerts only")
                       .arg(key),
                   errors);
            return QJsonValue(QJsonValue::Undefined);
        }
        if (eventOk && !uses(card.event)) {
            refuse(r, key,
                   QCoreApplication::translate("starboard::data", "'%1' is not used by '%2' events")
                       .arg(key, nameOf(kEventKinds, card.event)),
                   errors);
            return QJsonValue(QJsonValue::Undefined);
        }
        return r.take(key, eventOk ? ObjectReader::Required : ObjectReader::Optional);
    };
    for (std::size_t y = 0; y < 2; ++y) {
        const QJsonValue year = eventMember(kYearKeys[y], &usesYears);
        if (!year.isUndefined())
            readYear(year, r.at(kYearKeys[y]), card.event, eventOk, card.years[y], errors);
    }
    const QString thresholdKey = QStringLiteral("threshold");
    const QJsonValue threshold = eventMember(thresholdKey, &usesThreshold);
    if (!threshold.isUndefined())
        readInt(threshold, r.at(thresholdKey), 0, kMaxValue, card.threshold, errors);
    const QString rollKey = QStringLiteral("rollAtLeast");
    const QJsonValue roll = eventMember(rollKey, &usesRoll);
    if (!roll.isUndefined())
        readInt(roll, r.at(rollKey), 1, kMaxDieSides, card.rollAtLeast, errors);
    r.finish();
    return card;
}

// Each of the eight technologies once, on rows 0..3 of one first- and one
// second-generation technology each. Used on a file read (whose ids, rows and generations
// are known to be in range) and on content made in code.
void checkTechnologyMat(const std::vector<gc::Technology> &technologies, const Where &listWhere,
                        QStringList &errors)
{
    QHash<int, qsizetype> seen; // gc::Tech -> first index
    std::array<std::array<qsizetype, 2>, kTechRows> cells;
    for (auto &row : cells)
        row.fill(-1);
    for (qsizetype i = 0; i < qsizetype(technologies.size()); ++i) {
        const auto &tech = technologies[std::size_t(i)];
        const Where at = listWhere / i;
        const auto first = seen.constFind(int(tech.tech));
        if (first != seen.constEnd()) {
            addError(
                errors, at / QStringLiteral("id"),
                QCoreApplication::translate("starboard::data", "duplicate id '%1' (first at %2)")
                    .arg(nameOf(kTechs, tech.tech),
                         (listWhere / first.value() / QStringLiteral("id")).pointer));
        } else {
            seen.insert(int(tech.tech), i);
        }
        if (tech.row < 0 || tech.row >= kTechRows) {
            addError(errors, at / QStringLiteral("row"), rangeMessage(0, kTechRows - 1, tech.row));
            continue;
        }
        if (tech.generation < 1 || tech.generation > 2) {
            addError(errors, at / QStringLiteral("generation"),
                     rangeMessage(1, 2, tech.generation));
            continue;
        }
        qsizetype &slot = cells[std::size_t(tech.row)][std::size_t(tech.generation - 1)];
        if (slot >= 0) {
            addError(errors, at,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. Galaxy Command's
                     //: technology mat: %1: a row's number; %2: a generation, 1 or 2; %3: the place
                     //: of the other technology, e.g. '/technologies/3'.
                     QCoreApplication::translate(
                         "starboard::data", "row %1 already has a generation-%2 technology (%3)")
                         .arg(tech.row)
                         .arg(tech.generation)
                         .arg((listWhere / slot).pointer));
        } else {
            slot = i;
        }
    }
    for (const auto &[tech, name] : kTechs) {
        if (!seen.contains(int(tech))) {
            addError(errors, listWhere,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: a
                     //: technology's identifier, e.g. 'robot-workers'; %2: the number of
                     //: technologies, e.g. 8.
                     QCoreApplication::translate(
                         "starboard::data",
                         "technology '%1' is missing (the mat has each of the %2 "
                         "technologies once)")
                         .arg(QLatin1String(name))
                         .arg(gc::kTechCount));
        }
    }
    for (int row = 0; row < kTechRows; ++row) {
        for (int generation = 1; generation <= 2; ++generation) {
            if (cells[std::size_t(row)][std::size_t(generation - 1)] < 0) {
                addError(errors, listWhere,
                         //: A mistake in a content file (the Workshop's Problems panel, the error
                         //: on loading); it follows the place, e.g. '/cards/3/kind: ...'. Galaxy
                         //: Command's technology mat: %1: a row's number; %2: a generation, 1 or 2.
                         QCoreApplication::translate("starboard::data",
                                                     "row %1 has no generation-%2 technology")
                             .arg(row)
                             .arg(generation));
            }
        }
    }
}

// At least one rank, ids unique, the first from score 0, then strictly ascending.
void checkRanks(const std::vector<gc::Rank> &ranks, const Where &listWhere, QStringList &errors)
{
    if (ranks.empty()) {
        addError(
            errors, listWhere,
            QCoreApplication::translate("starboard::data", "the list of ranks must not be empty"));
        return;
    }
    QHash<QString, QString> ids;
    for (qsizetype i = 0; i < qsizetype(ranks.size()); ++i) {
        const auto &rank = ranks[std::size_t(i)];
        const Where at = listWhere / i;
        checkUniqueId(fromStd(rank.id), at / QStringLiteral("id"), ids, errors);
        if (i == 0 && rank.minScore != 0) {
            addError(errors, at / QStringLiteral("minScore"),
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: the number
                     //: found. A rank is a result at the end of the game (Galaxy Command).
                     QCoreApplication::translate("starboard::data",
                                                 "the first rank must start at 0 (found %1)")
                         .arg(rank.minScore));
        } else if (i > 0 && rank.minScore <= ranks[std::size_t(i - 1)].minScore) {
            addError(
                errors, at / QStringLiteral("minScore"),
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: the previous
                //: rank's minScore. 'minScore' is a key of the file: keep it.
                QCoreApplication::translate(
                    "starboard::data", "must be greater than the previous rank's minScore (%1)")
                    .arg(ranks[std::size_t(i - 1)].minScore));
        }
    }
}

} // namespace

bool readGcDeck(const QJsonObject &doc, const Where &where, std::vector<gc::Card> &out,
                QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.gc-deck", upgraded, errors);
    if (!reader)
        return false;
    QString text;
    reader->id(QStringLiteral("id"), text);
    reader->string(QStringLiteral("name"), text);
    std::vector<gc::Card> cards;
    QJsonArray list;
    if (reader->array(QStringLiteral("cards"), list)) {
        const Where listWhere = reader->at(QStringLiteral("cards"));
        QHash<int, QString> numbers;
        QHash<QString, QString> ids;
        for (qsizetype i = 0; i < list.size() && !errorsCapped(errors, listWhere.file); ++i) {
            const Where at = listWhere / i;
            if (expectObject(list[i], at, errors))
                cards.push_back(readCard(list[i].toObject(), at, numbers, ids, errors));
        }
        if (list.isEmpty())
            addError(errors, listWhere,
                     QCoreApplication::translate("starboard::data", "the deck must not be empty"));
    }
    reader->finish();
    if (errors.size() != before)
        return false;
    out = std::move(cards);
    return true;
}

bool readGcTechnologies(const QJsonObject &doc, const Where &where,
                        std::vector<gc::Technology> &out, QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.gc-technologies", upgraded, errors);
    if (!reader)
        return false;
    QString text;
    reader->id(QStringLiteral("id"), text);
    reader->string(QStringLiteral("name"), text);
    std::vector<gc::Technology> technologies;
    QJsonArray list;
    if (reader->array(QStringLiteral("technologies"), list)) {
        const Where listWhere = reader->at(QStringLiteral("technologies"));
        bool matKnown = true; // every id, row and generation read
        for (qsizetype i = 0; i < list.size() && !errorsCapped(errors, listWhere.file); ++i) {
            const Where at = listWhere / i;
            if (!expectObject(list[i], at, errors)) {
                matKnown = false;
                continue;
            }
            ObjectReader r(list[i].toObject(), at, errors);
            gc::Technology tech;
            const QString idKey = QStringLiteral("id");
            bool known = false;
            if (r.id(idKey, text)) {
                tech.id = toStd(text);
                if (const auto value = valueOf(kTechs, text)) {
                    tech.tech = *value;
                    known = true;
                } else {
                    addError(errors, r.at(idKey), oneOfMessage(namesOf(kTechs), text));
                }
            }
            if (r.string(QStringLiteral("name"), text))
                tech.name = toStd(text);
            if (r.string(QStringLiteral("text"), text))
                tech.text = toStd(text);
            known &= r.integer(QStringLiteral("row"), 0, kTechRows - 1, tech.row);
            known &= r.integer(QStringLiteral("generation"), 1, 2, tech.generation);
            r.integer(QStringLiteral("cost"), 0, kMaxValue, tech.cost);
            r.integer(QStringLiteral("victoryPoints"), 0, kMaxValue, tech.victoryPoints);
            r.finish();
            matKnown &= known;
            technologies.push_back(std::move(tech));
        }
        if (matKnown)
            checkTechnologyMat(technologies, listWhere, errors);
    }
    reader->finish();
    if (errors.size() != before)
        return false;
    out = std::move(technologies);
    return true;
}

namespace {

// The ranks of the shipped standard ruleset (a rule variant that leaves them out has them).
QJsonArray standardRanks()
{
    static const QJsonArray ranks = [] {
        QFile file(QStringLiteral(":/data/galaxy-command/ruleset.json"));
        if (!file.open(QIODevice::ReadOnly))
            return QJsonArray();
        return QJsonDocument::fromJson(file.readAll())
            .object()
            .value(QLatin1String("ranks"))
            .toArray();
    }();
    return ranks;
}

} // namespace

bool readGcRuleset(const QJsonObject &doc, const Where &where, gc::Ruleset &out,
                   QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.gc-ruleset", upgraded, errors);
    if (!reader)
        return false;
    auto &r = *reader;
    // Every parameter may be left out: a rule variant names what differs from the
    // standard rules (content.h's defaults and the shipped ranks).
    gc::Ruleset rules;
    QString text;
    if (r.id(QStringLiteral("id"), text))
        rules.id = toStd(text);
    if (r.string(QStringLiteral("name"), text))
        rules.name = toStd(text);
    readName(r, QStringLiteral("deck"), kDeckChoices, rules.deck, errors, ObjectReader::Optional);
    r.integer(QStringLiteral("dieSides"), 1, kMaxDieSides, rules.dieSides, ObjectReader::Optional);
    r.integer(QStringLiteral("nearPerPlayer"), 1, kMaxValue, rules.nearPerPlayer,
              ObjectReader::Optional);
    const bool distantOk = r.integer(QStringLiteral("distantPerPlayer"), 1, kMaxValue,
                                     rules.distantPerPlayer, ObjectReader::Optional);
    QJsonArray years;
    if (r.array(QStringLiteral("yearEvents"), years, ObjectReader::Optional) &&
        r.has(QStringLiteral("yearEvents"))) {
        const Where at = r.at(QStringLiteral("yearEvents"));
        if (years.size() != 2) {
            addError(errors, at,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %n: the entries
                     //: found. Year 1 and Year 2: the two years (rounds) of an event card.
                     QCoreApplication::translate("starboard::data",
                                                 "expected 2 entries (Year 1 and Year 2), found %n",
                                                 nullptr, int(years.size())));
        } else {
            for (qsizetype y = 0; y < 2; ++y)
                readInt(years[y], at / y, 1, kMaxValue, rules.yearEvents[std::size_t(y)], errors);
        }
    }
    r.integer(QStringLiteral("startMetalProduction"), 0, kMaxValue, rules.startMetalProduction,
              ObjectReader::Optional);
    r.integer(QStringLiteral("startWealthProduction"), 0, kMaxValue, rules.startWealthProduction,
              ObjectReader::Optional);
    // A limit with the technology below the limit without it is an error.
    const auto limitPair = [&](const char *without, const char *with, int &limit,
                               int &technologyLimit) {
        const bool ok =
            r.integer(QLatin1String(without), 1, kMaxValue, limit, ObjectReader::Optional);
        if (r.integer(QLatin1String(with), 1, kMaxValue, technologyLimit, ObjectReader::Optional) &&
            ok && technologyLimit < limit) {
            addError(errors, r.at(QLatin1String(with)),
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: the key of
                     //: the limit without the technology, e.g. 'militaryLimit' (keep it); %2: its
                     //: value.
                     QCoreApplication::translate("starboard::data", "must be at least %1 (%2)")
                         .arg(QLatin1String(without))
                         .arg(limit));
        }
    };
    limitPair("storageLimit", "storageLimitBanking", rules.storageLimit, rules.storageLimitBanking);
    limitPair("militaryLimit", "militaryLimitCapital", rules.militaryLimit,
              rules.militaryLimitCapital);
    r.integer(QStringLiteral("militaryMetalCost"), 0, kMaxValue, rules.militaryMetalCost,
              ObjectReader::Optional);
    r.integer(QStringLiteral("militaryWealthCost"), 0, kMaxValue, rules.militaryWealthCost,
              ObjectReader::Optional);
    r.integer(QStringLiteral("commerceGive"), 1, kMaxValue, rules.commerceGive,
              ObjectReader::Optional);
    r.integer(QStringLiteral("commerceGet"), 1, kMaxValue, rules.commerceGet,
              ObjectReader::Optional);
    r.integer(QStringLiteral("explorationBonus"), 0, kMaxValue, rules.explorationBonus,
              ObjectReader::Optional);
    r.integer(QStringLiteral("scientificBonus"), 0, kMaxValue, rules.scientificBonus,
              ObjectReader::Optional);
    r.integer(QStringLiteral("warlordBonus"), 0, kMaxValue, rules.warlordBonus,
              ObjectReader::Optional);
    if (r.integer(QStringLiteral("distantToWinPerPlayer"), 0, kMaxValue,
                  rules.distantToWinPerPlayer, ObjectReader::Optional) &&
        distantOk && rules.distantToWinPerPlayer > rules.distantPerPlayer) {
        addError(
            errors, r.at(QStringLiteral("distantToWinPerPlayer")),
            //: A mistake in a content file (the Workshop's Problems panel, the error on loading);
            //: it follows the place, e.g. '/cards/3/kind: ...'. %1: the value of distantPerPlayer.
            //: 'distantPerPlayer' is a key of the file: keep it.
            QCoreApplication::translate("starboard::data", "must not exceed distantPerPlayer (%1)")
                .arg(rules.distantPerPlayer));
    }
    // Left out: the ranks of the shipped standard ruleset.
    QJsonArray ranks = r.has(QStringLiteral("ranks")) ? QJsonArray() : standardRanks();
    if (r.array(QStringLiteral("ranks"), ranks, ObjectReader::Optional)) {
        const Where listWhere = r.at(QStringLiteral("ranks"));
        bool ranksKnown = true; // every id and minScore read
        for (qsizetype i = 0; i < ranks.size() && !errorsCapped(errors, listWhere.file); ++i) {
            const Where at = listWhere / i;
            if (!expectObject(ranks[i], at, errors)) {
                ranksKnown = false;
                continue;
            }
            ObjectReader rank(ranks[i].toObject(), at, errors);
            gc::Rank entry;
            bool known = rank.id(QStringLiteral("id"), text);
            if (known)
                entry.id = toStd(text);
            if (rank.string(QStringLiteral("name"), text))
                entry.name = toStd(text);
            known &= rank.integer(QStringLiteral("minScore"), 0, kMaxScore, entry.minScore);
            rank.finish();
            ranksKnown &= known;
            rules.ranks.push_back(std::move(entry));
        }
        if (ranksKnown)
            checkRanks(rules.ranks, listWhere, errors);
    }
    r.finish();
    if (errors.size() != before)
        return false;
    out = std::move(rules);
    return true;
}

bool checkGc(const gc::Content &content, const GcLocations &where, QStringList &errors)
{
    const qsizetype before = errors.size();
    const auto &rules = content.ruleset;
    const Where cardsWhere = where.deck / QStringLiteral("cards");
    checkTechnologyMat(content.technologies, where.technologies / QStringLiteral("technologies"),
                       errors);
    checkRanks(rules.ranks, where.ruleset / QStringLiteral("ranks"), errors);

    // A coup succeeds from a face of the ruleset's die.
    for (std::size_t i = 0; i < content.cards.size(); ++i) {
        const auto &card = content.cards[i];
        if (usesRoll(card.event) && (card.rollAtLeast < 1 || card.rollAtLeast > rules.dieSides)) {
            addError(errors, cardsWhere / qsizetype(i) / QStringLiteral("rollAtLeast"),
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: the die's
                     //: sides, e.g. 6; %2: the place where the ruleset sets them, e.g.
                     //: 'ruleset.json: /dieSides'.
                     QCoreApplication::translate("starboard::data",
                                                 "must be between 1 and %1 (the die's sides, %2)")
                         .arg(rules.dieSides)
                         .arg(placeOf(where.ruleset / QStringLiteral("dieSides"))));
        }
    }

    // One player's sector and the years' events, from the cards of the chosen deck.
    int near = 0;
    int distant = 0;
    int events = 0;
    for (const auto &card : content.cards) {
        if (rules.deck == gc::DeckChoice::Original && !card.original)
            continue;
        near += card.kind == gc::CardKind::Near;
        distant += card.kind == gc::CardKind::Distant;
        events += card.kind == gc::CardKind::Event;
    }
    const QString deck = nameOf(kDeckChoices, rules.deck);
    if (near < rules.nearPerPlayer) {
        addError(errors, cardsWhere,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: a deck's
                 //: identifier; %n: its near system cards; %2: the number a player needs; %3: the
                 //: place where the ruleset says so.
                 QCoreApplication::translate(
                     "starboard::data", "the '%1' deck has %n near systems; a player needs %2 (%3)",
                     nullptr, near)
                     .arg(deck)
                     .arg(rules.nearPerPlayer)
                     .arg(placeOf(where.ruleset / QStringLiteral("nearPerPlayer"))));
    }
    if (distant < rules.distantPerPlayer) {
        addError(errors, cardsWhere,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: a deck's
                 //: identifier; %n: its distant system cards; %2: the number a player needs; %3:
                 //: the place where the ruleset says so.
                 QCoreApplication::translate(
                     "starboard::data",
                     "the '%1' deck has %n distant systems; a player needs %2 (%3)", nullptr,
                     distant)
                     .arg(deck)
                     .arg(rules.distantPerPlayer)
                     .arg(placeOf(where.ruleset / QStringLiteral("distantPerPlayer"))));
    }
    // Each year deals its events from the whole deck (the rulebook reshuffles for Year 2);
    // a red alert is replaced by an unused event, so only events count.
    const qsizetype year = rules.yearEvents[1] > rules.yearEvents[0] ? 1 : 0;
    if (events < rules.yearEvents[std::size_t(year)]) {
        addError(errors, cardsWhere,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: a deck's
                 //: identifier; %n: its event cards (red alerts left out); %2: the number a year
                 //: needs; %3: the place where the ruleset says so.
                 QCoreApplication::translate(
                     "starboard::data",
                     "the '%1' deck has %n events that are not red alerts; a year needs %2 "
                     "(%3)",
                     nullptr, events)
                     .arg(deck)
                     .arg(rules.yearEvents[std::size_t(year)])
                     .arg(placeOf(where.ruleset / QStringLiteral("yearEvents") / year)));
    }
    return errors.size() == before;
}

bool loadGcDeck(const QJsonObject &doc, const QString &file, std::vector<gc::Card> &out,
                QStringList &errors)
{
    return readGcDeck(doc, Where{file, QString()}, out, errors);
}

bool loadGcTechnologies(const QJsonObject &doc, const QString &file,
                        std::vector<gc::Technology> &out, QStringList &errors)
{
    return readGcTechnologies(doc, Where{file, QString()}, out, errors);
}

bool loadGcRuleset(const QJsonObject &doc, const QString &file, gc::Ruleset &out,
                   QStringList &errors)
{
    return readGcRuleset(doc, Where{file, QString()}, out, errors);
}

bool checkGcContent(const gc::Content &content, const ContentFiles &names, QStringList &errors)
{
    auto at = [](const QString &name, const char *fallback) {
        return Where{name.isEmpty() ? QString::fromLatin1(fallback) : name, QString()};
    };
    return checkGc(content,
                   GcLocations{at(names.deck, "deck.json"),
                               at(names.technologies, "technologies.json"),
                               at(names.ruleset, "ruleset.json")},
                   errors);
}

bool checkGcContent(const gc::Content &content, QStringList &errors)
{
    return checkGcContent(content, ContentFiles{}, errors);
}

std::shared_ptr<const GameContent>
buildGcContent(const ContentDocuments &docs, const ContentLocations &where, QStringList &errors)
{
    auto content = std::make_shared<gc::Content>();
    const GcLocations at{where.value(QStringLiteral("deck")),
                         where.value(QStringLiteral("technologies")),
                         where.value(QStringLiteral("ruleset"))};
    // Not short-circuited: every file reports its errors.
    bool ok = readGcDeck(docs.value(QStringLiteral("deck")), at.deck, content->cards, errors);
    ok &= readGcTechnologies(docs.value(QStringLiteral("technologies")), at.technologies,
                             content->technologies, errors);
    ok &=
        readGcRuleset(docs.value(QStringLiteral("ruleset")), at.ruleset, content->ruleset, errors);
    if (!ok || !checkGc(*content, at, errors))
        return nullptr;
    return content;
}

// Writers.

QJsonObject gcDeckToJson(const std::vector<gc::Card> &cards, const QString &id, const QString &name)
{
    QJsonObject doc = documentHeader("starboard.gc-deck");
    doc.insert(QLatin1String("id"), id);
    doc.insert(QLatin1String("name"), name);
    QJsonArray list;
    for (const auto &card : cards) {
        QJsonObject o{{QLatin1String("number"), card.number},
                      {QLatin1String("id"), fromStd(card.id)},
                      {QLatin1String("name"), fromStd(card.name)},
                      {QLatin1String("kind"), nameOf(kCardKinds, card.kind)},
                      {QLatin1String("original"), card.original}};
        if (isSystem(card.kind)) {
            o.insert(QLatin1String("metal"), card.metal);
            o.insert(QLatin1String("wealth"), card.wealth);
            o.insert(QLatin1String("resistance"), card.resistance);
            o.insert(QLatin1String("victoryPoints"), card.victoryPoints);
        } else {
            o.insert(QLatin1String("event"), nameOf(kEventKinds, card.event));
            if (usesYears(card.event)) {
                for (std::size_t y = 0; y < 2; ++y) {
                    QJsonObject year{{QLatin1String("amount"), card.years[y].amount}};
                    if (usesResource(card.event))
                        year.insert(QLatin1String("resource"),
                                    nameOf(kResources, card.years[y].resource));
                    o.insert(kYearKeys[y], year);
                }
            }
            if (usesThreshold(card.event))
                o.insert(QLatin1String("threshold"), card.threshold);
            if (usesRoll(card.event))
                o.insert(QLatin1String("rollAtLeast"), card.rollAtLeast);
        }
        list.append(o);
    }
    doc.insert(QLatin1String("cards"), list);
    return doc;
}

QJsonObject gcTechnologiesToJson(const std::vector<gc::Technology> &technologies, const QString &id,
                                 const QString &name)
{
    QJsonObject doc = documentHeader("starboard.gc-technologies");
    doc.insert(QLatin1String("id"), id);
    doc.insert(QLatin1String("name"), name);
    QJsonArray list;
    for (const auto &tech : technologies) {
        list.append(QJsonObject{{QLatin1String("id"), fromStd(tech.id)},
                                {QLatin1String("name"), fromStd(tech.name)},
                                {QLatin1String("row"), tech.row},
                                {QLatin1String("generation"), tech.generation},
                                {QLatin1String("cost"), tech.cost},
                                {QLatin1String("victoryPoints"), tech.victoryPoints},
                                {QLatin1String("text"), fromStd(tech.text)}});
    }
    doc.insert(QLatin1String("technologies"), list);
    return doc;
}

QJsonObject gcRulesetToJson(const gc::Ruleset &rules)
{
    QJsonObject doc = documentHeader("starboard.gc-ruleset");
    doc.insert(QLatin1String("id"), fromStd(rules.id));
    doc.insert(QLatin1String("name"), fromStd(rules.name));
    doc.insert(QLatin1String("deck"), nameOf(kDeckChoices, rules.deck));
    doc.insert(QLatin1String("dieSides"), rules.dieSides);
    doc.insert(QLatin1String("nearPerPlayer"), rules.nearPerPlayer);
    doc.insert(QLatin1String("distantPerPlayer"), rules.distantPerPlayer);
    doc.insert(QLatin1String("yearEvents"), QJsonArray{rules.yearEvents[0], rules.yearEvents[1]});
    doc.insert(QLatin1String("startMetalProduction"), rules.startMetalProduction);
    doc.insert(QLatin1String("startWealthProduction"), rules.startWealthProduction);
    doc.insert(QLatin1String("storageLimit"), rules.storageLimit);
    doc.insert(QLatin1String("storageLimitBanking"), rules.storageLimitBanking);
    doc.insert(QLatin1String("militaryLimit"), rules.militaryLimit);
    doc.insert(QLatin1String("militaryLimitCapital"), rules.militaryLimitCapital);
    doc.insert(QLatin1String("militaryMetalCost"), rules.militaryMetalCost);
    doc.insert(QLatin1String("militaryWealthCost"), rules.militaryWealthCost);
    doc.insert(QLatin1String("commerceGive"), rules.commerceGive);
    doc.insert(QLatin1String("commerceGet"), rules.commerceGet);
    doc.insert(QLatin1String("explorationBonus"), rules.explorationBonus);
    doc.insert(QLatin1String("scientificBonus"), rules.scientificBonus);
    doc.insert(QLatin1String("warlordBonus"), rules.warlordBonus);
    doc.insert(QLatin1String("distantToWinPerPlayer"), rules.distantToWinPerPlayer);
    QJsonArray ranks;
    for (const auto &rank : rules.ranks) {
        ranks.append(QJsonObject{{QLatin1String("id"), fromStd(rank.id)},
                                 {QLatin1String("name"), fromStd(rank.name)},
                                 {QLatin1String("minScore"), rank.minScore}});
    }
    doc.insert(QLatin1String("ranks"), ranks);
    return doc;
}

} // namespace starboard::data
