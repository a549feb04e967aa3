// Galaxy of D content: galaxy, ships, things and ruleset files (rulebook:
// shared/rules/galaxy-of-d.txt; formats: docs/data-formats.md).

#include "games/galaxy-of-d/god_game.h"
#include "internal.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <array>
#include <limits>
#include <utility>

namespace starboard::data {

namespace {

// Bounds that keep every number far from overflow in the engine's arithmetic.
constexpr int kMaxCoordinate = 1000;
constexpr int kMaxAmount = 10000;
constexpr int kMaxSpeed = 9; // the engine keeps a ship's moves left in 4 bits
constexpr int kMaxChits = 99;
constexpr int kMaxDieSides = 100;

// The first sector that cannot be reached from sector 0, and how many cannot; -1 when the
// galaxy is connected.
std::pair<int, int> firstUnreachable(const std::vector<god::Hex> &sectors)
{
    const std::vector<int> dist = god::HexGrid(sectors).distancesFrom(0);
    const auto first = std::find(dist.begin(), dist.end(), -1);
    if (first == dist.end())
        return {-1, 0};
    return {int(first - dist.begin()), int(std::count(dist.begin(), dist.end(), -1))};
}

// A sector by its coordinates, as the game's log names it ("sector 3,-2").
QString sectorName(const god::Galaxy &galaxy, int sector)
{
    const god::Hex &hex = galaxy.sectors[std::size_t(sector)];
    return QCoreApplication::translate("GalaxyOfD", "sector %1,%2").arg(hex.q).arg(hex.r);
}

QString thingKindName(god::ThingKind kind)
{
    switch (kind) {
    case god::ThingKind::Planet:
        return QStringLiteral("planet");
    case god::ThingKind::Asteroid:
        return QStringLiteral("asteroid");
    case god::ThingKind::Spaceport:
        return QStringLiteral("spaceport");
    case god::ThingKind::Pirate:
        return QStringLiteral("pirate");
    }
    return {};
}

constexpr std::array<god::ThingKind, 4> kThingKinds = {
    god::ThingKind::Planet, god::ThingKind::Asteroid, god::ThingKind::Spaceport,
    god::ThingKind::Pirate};

void sectorCountErrors(qsizetype count, const Where &where, QStringList &errors)
{
    if (count < 2)
        addError(errors, where,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading). Galaxy of D's galaxy. %n: the sectors found.
                 Msg::tr("a galaxy needs at least 2 sectors (found %n)", nullptr, int(count)));
    else if (count > god::kMaxSectors)
        addError(errors, where,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading). Galaxy of D's galaxy. %1: the most sectors allowed; %n: the sectors
                 //: found.
                 Msg::tr("a galaxy has at most %1 sectors (found %n)", nullptr, int(count))
                     .arg(god::kMaxSectors));
}

void shipCountErrors(qsizetype count, const Where &where, QStringList &errors)
{
    if (count < 1)
        addError(errors, where, Msg::tr("the ship table needs at least one ship"));
    else if (count > god::kMaxShipTypes)
        addError(errors, where,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading). Galaxy of D's ship table. %1: the most ship types allowed; %n: the
                 //: ship types found.
                 Msg::tr("the ship table has at most %1 ships (found %n)", nullptr, int(count))
                     .arg(god::kMaxShipTypes));
}

// The galaxy's optional Starbase sectors (docs/data-formats.md): when listed, at least
// kSeats of them. `count` is the length of the list as written.
void starbaseCountErrors(qsizetype count, const Where &where, QStringList &errors)
{
    if (count < god::kSeats)
        addError(
            errors, where,
            //: A mistake in a content file (the Workshop's Problems panel, the error on loading).
            //: Galaxy of D's galaxy. %1: the fewest Starbase sectors allowed; %n: the number found.
            //: Starbase: the game's term, a side's home base.
            Msg::tr("a galaxy needs at least %1 Starbase sectors when it lists them (found %n)",
                    nullptr, int(count))
                .arg(god::kSeats));
}

// Each Starbase sector (galaxy.starbaseSectors, read from `where`'s list in the same
// order) is an existing sector, listed once and, when `things` is given (where
// galaxy.things is, each fixed Thing at its own index), without a fixed Thing.
void starbaseSectorErrors(const god::Galaxy &galaxy, const Where &where, const Where *things,
                          QStringList &errors)
{
    const int sectorCount = int(galaxy.sectors.size());
    QHash<int, qsizetype> thingAt;
    for (qsizetype i = 0; i < qsizetype(galaxy.things.size()); ++i)
        if (!thingAt.contains(galaxy.things[std::size_t(i)].sector))
            thingAt.insert(galaxy.things[std::size_t(i)].sector, i);
    QHash<int, qsizetype> seen;
    for (qsizetype i = 0; i < qsizetype(galaxy.starbaseSectors.size()); ++i) {
        if (errorsCapped(errors, where.file))
            break; // nothing more would be listed
        const int sector = galaxy.starbaseSectors[std::size_t(i)];
        const Where at = where / i;
        if (sector < 0 || sector >= sectorCount) {
            addError(errors, at,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading). Galaxy of D's galaxy. %1: the sector's number given; %n: the
                     //: number of sectors.
                     Msg::tr("there is no sector number %1 (the galaxy has %n sector(s))", nullptr,
                             sectorCount)
                         .arg(sector));
            continue;
        }
        const auto first = seen.constFind(sector);
        if (first != seen.constEnd()) {
            addError(errors, at,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading). Galaxy of D's galaxy. %1: a sector, e.g. 'sector 4,-1'; %2: the
                     //: place of the first, e.g. '/starbaseSectors/0'. Starbase: the game's term.
                     Msg::tr("duplicate Starbase %1 (first at %2)")
                         .arg(sectorName(galaxy, sector))
                         .arg((where / first.value()).pointer));
            continue;
        }
        seen.insert(sector, i);
        const auto thing = thingAt.constFind(sector);
        if (things && thing != thingAt.constEnd()) {
            addError(errors, at,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading). Galaxy of D's galaxy. %1: a sector, e.g. 'sector 4,-1'; %2: the
                     //: place of the Thing there. Thing: the game's term for what lies on a sector.
                     Msg::tr("%1 already has a Thing (%2)")
                         .arg(sectorName(galaxy, sector))
                         .arg((*things / thing.value()).pointer));
        }
    }
}

} // namespace

bool readGalaxy(const QJsonObject &doc, const Where &where, god::Galaxy &out, QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.galaxy", upgraded, errors);
    if (!reader)
        return false;
    god::Galaxy galaxy;
    QString text;
    if (reader->id(QStringLiteral("id"), text))
        galaxy.id = toStd(text);
    if (reader->string(QStringLiteral("name"), text))
        galaxy.name = toStd(text);

    QJsonArray sectors;
    bool sectorsOk = false;
    if (reader->array(QStringLiteral("sectors"), sectors)) {
        const Where sectorsWhere = reader->at(QStringLiteral("sectors"));
        const qsizetype sectorErrors = errors.size();
        QHash<std::pair<int, int>, qsizetype> seen;
        for (qsizetype i = 0; i < sectors.size() && !errorsCapped(errors, sectorsWhere.file); ++i) {
            const Where at = sectorsWhere / i;
            if (!expectObject(sectors[i], at, errors))
                continue;
            ObjectReader sector(sectors[i].toObject(), at, errors);
            god::Hex hex;
            // Both read, so that both are reported.
            const bool qOk =
                sector.integer(QStringLiteral("q"), -kMaxCoordinate, kMaxCoordinate, hex.q);
            const bool rOk =
                sector.integer(QStringLiteral("r"), -kMaxCoordinate, kMaxCoordinate, hex.r);
            const bool ok = qOk && rOk;
            sector.finish();
            if (!ok)
                continue;
            const auto it = seen.constFind({hex.q, hex.r});
            if (it != seen.constEnd()) {
                addError(errors, at,
                         //: A mistake in a content file (the Workshop's Problems panel, the error
                         //: on loading). Galaxy of D's galaxy. %1, %2: the sector's coordinates;
                         //: %3: the place of the first, e.g. '/sectors/4'.
                         Msg::tr("duplicate sector %1,%2 (first at %3)")
                             .arg(hex.q)
                             .arg(hex.r)
                             .arg((sectorsWhere / it.value()).pointer));
                continue;
            }
            seen.insert({hex.q, hex.r}, i);
            galaxy.sectors.push_back(hex);
        }
        sectorCountErrors(sectors.size(), sectorsWhere, errors);
        sectorsOk = errors.size() == sectorErrors;
        if (sectorsOk) {
            const auto [first, count] = firstUnreachable(galaxy.sectors);
            if (first >= 0) {
                addError(errors, sectorsWhere / first,
                         //: A mistake in a content file (the Workshop's Problems panel, the error
                         //: on loading). Galaxy of D's galaxy. %1, %2 and %3, %4: two sectors'
                         //: coordinates; %n: the number of sectors cut off.
                         Msg::tr("sector %1,%2 cannot be reached from sector %3,%4 (the galaxy "
                                 "must be connected; %n sector(s) cut off)",
                                 nullptr, count)
                             .arg(galaxy.sectors[first].q)
                             .arg(galaxy.sectors[first].r)
                             .arg(galaxy.sectors[0].q)
                             .arg(galaxy.sectors[0].r));
            }
        }
    }

    QJsonArray things;
    const Where thingsWhere = reader->at(QStringLiteral("things"));
    const qsizetype thingErrors = errors.size();
    if (reader->array(QStringLiteral("things"), things, ObjectReader::Optional)) {
        QHash<int, qsizetype> used;
        for (qsizetype i = 0; i < things.size() && !errorsCapped(errors, thingsWhere.file); ++i) {
            const Where at = thingsWhere / i;
            if (!expectObject(things[i], at, errors))
                continue;
            ObjectReader thing(things[i].toObject(), at, errors);
            god::FixedThing fixed;
            bool ok = thing.integer(QStringLiteral("sector"), 0, std::numeric_limits<int>::max(),
                                    fixed.sector);
            if (thing.id(QStringLiteral("thing"), text))
                fixed.thing = toStd(text);
            else
                ok = false;
            thing.finish();
            if (!ok || !sectorsOk)
                continue;
            const Where sectorAt = at / QStringLiteral("sector");
            if (fixed.sector >= int(galaxy.sectors.size())) {
                addError(errors, sectorAt,
                         Msg::tr("there is no sector number %1 (the galaxy has %n sector(s))",
                                 nullptr, int(galaxy.sectors.size()))
                             .arg(fixed.sector));
                continue;
            }
            const auto it = used.constFind(fixed.sector);
            if (it != used.constEnd()) {
                addError(errors, sectorAt,
                         Msg::tr("%1 already has a Thing (%2)")
                             .arg(sectorName(galaxy, fixed.sector))
                             .arg((thingsWhere / it.value()).pointer));
                continue;
            }
            used.insert(fixed.sector, i);
            galaxy.things.push_back(fixed);
        }
    }
    // Without errors in the fixed Things, galaxy.things holds each at its index in the file.
    const bool thingsOk = errors.size() == thingErrors;

    QJsonArray bases;
    if (reader->array(QStringLiteral("starbaseSectors"), bases, ObjectReader::Optional) &&
        reader->has(QStringLiteral("starbaseSectors"))) {
        const Where basesWhere = reader->at(QStringLiteral("starbaseSectors"));
        bool basesOk = true;
        for (qsizetype i = 0; i < bases.size() && !errorsCapped(errors, basesWhere.file); ++i) {
            int sector = 0;
            if (readInt(bases[i], basesWhere / i, 0, std::numeric_limits<int>::max(), sector,
                        errors))
                galaxy.starbaseSectors.push_back(sector);
            else
                basesOk = false;
        }
        starbaseCountErrors(bases.size(), basesWhere, errors);
        if (basesOk && sectorsOk)
            starbaseSectorErrors(galaxy, basesWhere, thingsOk ? &thingsWhere : nullptr, errors);
    }
    reader->finish();
    if (errors.size() != before)
        return false;
    out = std::move(galaxy);
    return true;
}

bool readShips(const QJsonObject &doc, const Where &where, std::vector<god::ShipType> &out,
               QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.ships", upgraded, errors);
    if (!reader)
        return false;
    std::vector<god::ShipType> ships;
    QJsonArray list;
    if (reader->array(QStringLiteral("ships"), list)) {
        const Where listWhere = reader->at(QStringLiteral("ships"));
        QHash<QString, QString> ids;
        for (qsizetype i = 0; i < list.size() && !errorsCapped(errors, listWhere.file); ++i) {
            const Where at = listWhere / i;
            if (!expectObject(list[i], at, errors))
                continue;
            ObjectReader r(list[i].toObject(), at, errors);
            god::ShipType ship;
            QString text;
            if (r.id(QStringLiteral("id"), text)) {
                ship.id = toStd(text);
                checkUniqueId(text, r.at(QStringLiteral("id")), ids, errors);
            }
            if (r.string(QStringLiteral("name"), text))
                ship.name = toStd(text);
            r.integer(QStringLiteral("cost"), 0, kMaxAmount, ship.cost);
            r.integer(QStringLiteral("speed"), 1, kMaxSpeed, ship.speed);
            r.integer(QStringLiteral("attack"), 0, kMaxAmount, ship.attack);
            r.integer(QStringLiteral("armor"), 1, kMaxAmount, ship.armor);
            r.integer(QStringLiteral("chits"), 0, kMaxChits, ship.chits);
            r.boolean(QStringLiteral("carriesCargo"), ship.carriesCargo, ObjectReader::Optional);
            r.boolean(QStringLiteral("earnsPerKill"), ship.earnsPerKill, ObjectReader::Optional);
            r.integer(QStringLiteral("starbaseDamage"), 0, kMaxAmount, ship.starbaseDamage,
                      ObjectReader::Optional);
            const QJsonValue special = r.take(QStringLiteral("special"), ObjectReader::Optional);
            if (!special.isUndefined() &&
                readString(special, r.at(QStringLiteral("special")), text, errors, true))
                ship.special = toStd(text);
            r.finish();
            ships.push_back(std::move(ship));
        }
        shipCountErrors(list.size(), listWhere, errors);
    }
    reader->finish();
    if (errors.size() != before)
        return false;
    out = std::move(ships);
    return true;
}

bool readThings(const QJsonObject &doc, const Where &where, std::vector<god::ThingType> &out,
                QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.things", upgraded, errors);
    if (!reader)
        return false;
    std::vector<god::ThingType> things;
    QJsonArray list;
    if (reader->array(QStringLiteral("things"), list)) {
        const Where listWhere = reader->at(QStringLiteral("things"));
        QHash<QString, QString> ids;
        QStringList kindNames;
        for (const auto kind : kThingKinds)
            kindNames.append(thingKindName(kind));
        bool kindsKnown = true;
        for (qsizetype i = 0; i < list.size() && !errorsCapped(errors, listWhere.file); ++i) {
            const Where at = listWhere / i;
            if (!expectObject(list[i], at, errors)) {
                kindsKnown = false;
                continue;
            }
            ObjectReader r(list[i].toObject(), at, errors);
            god::ThingType thing;
            QString text;
            if (r.id(QStringLiteral("id"), text)) {
                thing.id = toStd(text);
                checkUniqueId(text, r.at(QStringLiteral("id")), ids, errors);
            }
            if (r.string(QStringLiteral("name"), text))
                thing.name = toStd(text);
            bool kindOk = false;
            if (r.string(QStringLiteral("kind"), text)) {
                const qsizetype k = kindNames.indexOf(text);
                if (k < 0) {
                    addError(
                        errors, r.at(QStringLiteral("kind")),
                        Msg::tr("must be one of %1 (found '%2')").arg(quotedList(kindNames), text));
                } else {
                    thing.kind = kThingKinds[std::size_t(k)];
                    kindOk = true;
                }
            }
            kindsKnown &= kindOk;
            r.integer(QStringLiteral("count"), 1, kMaxChits, thing.count);
            const bool produces =
                thing.kind == god::ThingKind::Planet || thing.kind == god::ThingKind::Asteroid;
            if (r.integer(QStringLiteral("income"), 0, kMaxAmount, thing.income,
                          ObjectReader::Optional) &&
                kindOk && !produces && thing.income != 0) {
                addError(errors, r.at(QStringLiteral("income")),
                         Msg::tr("only planets and asteroids have an income"));
            }
            const bool isPirate = thing.kind == god::ThingKind::Pirate;
            QString ship;
            if (r.id(QStringLiteral("ship"), ship,
                     kindOk && isPirate ? ObjectReader::Required : ObjectReader::Optional) &&
                r.has(QStringLiteral("ship"))) {
                thing.ship = toStd(ship);
                if (kindOk && !isPirate)
                    addError(errors, r.at(QStringLiteral("ship")),
                             Msg::tr("only pirates have a ship"));
            }
            r.finish();
            things.push_back(std::move(thing));
        }
        if (list.isEmpty()) {
            addError(errors, listWhere, Msg::tr("the list of Things must not be empty"));
        } else if (kindsKnown &&
                   std::none_of(things.begin(), things.end(), [](const god::ThingType &t) {
                       return t.kind == god::ThingKind::Spaceport;
                   })) {
            addError(errors, listWhere,
                     Msg::tr("no Thing of kind 'spaceport' (the game needs a Spaceport)"));
        }
    }
    reader->finish();
    if (errors.size() != before)
        return false;
    out = std::move(things);
    return true;
}

bool readRuleset(const QJsonObject &doc, const Where &where, god::Ruleset &out, QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.ruleset", upgraded, errors);
    if (!reader)
        return false;
    auto &r = *reader;
    // Every parameter may be left out: a rule variant names what differs from the
    // standard rules (content.h's defaults, which the shipped ruleset repeats).
    god::Ruleset rules;
    QString text;
    if (r.id(QStringLiteral("id"), text))
        rules.id = toStd(text);
    if (r.string(QStringLiteral("name"), text))
        rules.name = toStd(text);
    if (r.string(QStringLiteral("setup"), text, ObjectReader::Optional) &&
        r.has(QStringLiteral("setup"))) {
        if (text == QLatin1String("normal"))
            rules.setup = god::SetupMode::Normal;
        else if (text == QLatin1String("quick"))
            rules.setup = god::SetupMode::Quick;
        else
            addError(
                errors, r.at(QStringLiteral("setup")),
                Msg::tr("must be one of %1 (found '%2')")
                    .arg(quotedList({QStringLiteral("normal"), QStringLiteral("quick")}), text));
    }
    const bool dieOk = r.integer(QStringLiteral("dieSides"), 1, kMaxDieSides, rules.dieSides,
                                 ObjectReader::Optional);
    r.integer(QStringLiteral("starbaseArmor"), 1, kMaxAmount, rules.starbaseArmor,
              ObjectReader::Optional);
    r.integer(QStringLiteral("starbaseAttack"), 0, kMaxAmount, rules.starbaseAttack,
              ObjectReader::Optional);
    r.integer(QStringLiteral("starbaseIncome"), 0, kMaxAmount, rules.starbaseIncome,
              ObjectReader::Optional);
    // 6.5: the Starbase loses armor every turn; the game's end relies on it.
    r.integer(QStringLiteral("starbaseDecay"), 1, kMaxAmount, rules.starbaseDecay,
              ObjectReader::Optional);
    r.integer(QStringLiteral("cashCap"), 0, kMaxAmount, rules.cashCap, ObjectReader::Optional);
    r.integer(QStringLiteral("thingsDrawBonus"), 0, kMaxChits, rules.thingsDrawBonus,
              ObjectReader::Optional);
    r.integer(QStringLiteral("startingMoneyBonus"), 0, kMaxAmount, rules.startingMoneyBonus,
              ObjectReader::Optional);
    r.integer(QStringLiteral("quickStartingMoney"), 0, kMaxAmount, rules.quickStartingMoney,
              ObjectReader::Optional);
    r.integer(QStringLiteral("cargoMultiplier"), 0, kMaxAmount, rules.cargoMultiplier,
              ObjectReader::Optional);
    r.integer(QStringLiteral("minStarbaseDistance"), 1, kMaxCoordinate, rules.minStarbaseDistance,
              ObjectReader::Optional);
    if (r.integer(QStringLiteral("pirateMoveMaxRoll"), 0, kMaxDieSides, rules.pirateMoveMaxRoll,
                  ObjectReader::Optional) &&
        dieOk && rules.pirateMoveMaxRoll > rules.dieSides) {
        addError(errors, r.at(QStringLiteral("pirateMoveMaxRoll")),
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading). %1: the die's sides, e.g. 6. 'dieSides' is a key of the file: keep
                 //: it.
                 Msg::tr("must not exceed dieSides (%1)").arg(rules.dieSides));
    }
    QJsonArray quick;
    if (r.array(QStringLiteral("quickThings"), quick, ObjectReader::Optional) &&
        r.has(QStringLiteral("quickThings"))) {
        rules.quickThings.clear();
        if (quick.size() > kMaxQuickThings) {
            // Checked before the entries: a long list costs every game's setup its length.
            addError(errors, r.at(QStringLiteral("quickThings")),
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading). Galaxy of D's rules: the Things placed by the quick setup, one
                     //: per sector. %1: the most allowed; %n: the number found.
                     Msg::tr("at most %1 quick setup Things (found %n)", nullptr, int(quick.size()))
                         .arg(kMaxQuickThings));
            quick = QJsonArray();
        }
        for (qsizetype i = 0; i < quick.size() && !errorsCapped(errors, r.where().file); ++i) {
            if (readId(quick[i], r.at(QStringLiteral("quickThings")) / i, text, errors))
                rules.quickThings.push_back(toStd(text));
        }
    }
    r.finish();
    if (errors.size() != before)
        return false;
    out = std::move(rules);
    return true;
}

namespace {

// The file a reference must be found in, for "(not in ...)": its name, or, for content held
// inside another file (a saved game's /content/ships), its JSON pointer there, since the
// message already starts with that file's name.
QString referencedTable(const Where &where)
{
    return where.pointer.isEmpty() ? where.file : where.pointer;
}

} // namespace

bool checkGod(const god::Content &content, const GodLocations &where, QStringList &errors)
{
    const qsizetype before = errors.size();
    sectorCountErrors(qsizetype(content.galaxy.sectors.size()),
                      where.galaxy / QStringLiteral("sectors"), errors);
    shipCountErrors(qsizetype(content.ships.size()), where.ships / QStringLiteral("ships"), errors);

    QHash<QString, int> shipIndex;
    for (int i = 0; i < int(content.ships.size()); ++i)
        shipIndex.insert(fromStd(content.ships[i].id), i);
    QHash<QString, int> thingIndex;
    for (int i = 0; i < int(content.things.size()); ++i)
        thingIndex.insert(fromStd(content.things[i].id), i);

    // 6.3: a pirate fights and moves as one of the ship types.
    for (std::size_t i = 0; i < content.things.size(); ++i) {
        const auto &thing = content.things[i];
        if (thing.kind == god::ThingKind::Pirate && !shipIndex.contains(fromStd(thing.ship))) {
            addError(errors,
                     where.things / QStringLiteral("things") / qsizetype(i) /
                         QStringLiteral("ship"),
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading). %1: a ship type's identifier; %2: the ship table file's name,
                     //: or its place inside a saved game, e.g. '/content/ships'.
                     Msg::tr("unknown ship '%1' (not in %2)")
                         .arg(fromStd(thing.ship), referencedTable(where.ships)));
        }
    }

    // A Thing placed by the galaxy or the quick setup must be known. The quick setup has
    // no pirates (10); a galaxy may fix one (it starts as a pirate ship in its sector).
    auto checkPlaced = [&](const std::string &id, const Where &at, bool pirateAllowed) {
        const auto it = thingIndex.constFind(fromStd(id));
        if (it == thingIndex.constEnd()) {
            addError(errors, at,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading). %1: a Thing's identifier; %2: the Things file's name, or its
                     //: place inside a saved game, e.g. '/content/things'. Thing: the game's term
                     //: for what lies on a sector.
                     Msg::tr("unknown thing '%1' (not in %2)")
                         .arg(fromStd(id), referencedTable(where.things)));
        } else if (!pirateAllowed &&
                   content.things[std::size_t(it.value())].kind == god::ThingKind::Pirate) {
            addError(errors, at,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading). %1: a Thing's identifier, e.g. 'pirate-cruiser'.
                     Msg::tr("'%1' is a pirate; the quick setup has no pirates").arg(fromStd(id)));
        }
    };
    const int sectorCount = int(content.galaxy.sectors.size());
    std::vector<bool> occupied(std::size_t(std::max(sectorCount, 0)), false);
    for (std::size_t i = 0; i < content.galaxy.things.size(); ++i) {
        const auto &fixed = content.galaxy.things[i];
        const Where at = where.galaxy / QStringLiteral("things") / qsizetype(i);
        checkPlaced(fixed.thing, at / QStringLiteral("thing"), true);
        if (fixed.sector < 0 || fixed.sector >= sectorCount) {
            addError(errors, at / QStringLiteral("sector"),
                     Msg::tr("there is no sector number %1 (the galaxy has %n sector(s))", nullptr,
                             sectorCount)
                         .arg(fixed.sector));
        } else if (occupied[std::size_t(fixed.sector)]) {
            addError(
                errors, at / QStringLiteral("sector"),
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading). %1: a sector, e.g. 'sector 4,-1'. Thing: the game's term for what lies
                //: on a sector.
                Msg::tr("%1 already has a Thing").arg(sectorName(content.galaxy, fixed.sector)));
        } else {
            occupied[std::size_t(fixed.sector)] = true;
        }
    }
    if (!content.galaxy.starbaseSectors.empty()) {
        const Where bases = where.galaxy / QStringLiteral("starbaseSectors");
        starbaseCountErrors(qsizetype(content.galaxy.starbaseSectors.size()), bases, errors);
        const Where things = where.galaxy / QStringLiteral("things");
        starbaseSectorErrors(content.galaxy, bases, &things, errors);
    }
    for (std::size_t i = 0; i < content.ruleset.quickThings.size(); ++i) {
        checkPlaced(content.ruleset.quickThings[i],
                    where.ruleset / QStringLiteral("quickThings") / qsizetype(i), false);
    }

    return errors.size() == before;
}

bool loadGalaxy(const QJsonObject &doc, const QString &file, god::Galaxy &out, QStringList &errors)
{
    return readGalaxy(doc, Where{file, QString()}, out, errors);
}

bool loadShips(const QJsonObject &doc, const QString &file, std::vector<god::ShipType> &out,
               QStringList &errors)
{
    return readShips(doc, Where{file, QString()}, out, errors);
}

bool loadThings(const QJsonObject &doc, const QString &file, std::vector<god::ThingType> &out,
                QStringList &errors)
{
    return readThings(doc, Where{file, QString()}, out, errors);
}

bool loadRuleset(const QJsonObject &doc, const QString &file, god::Ruleset &out,
                 QStringList &errors)
{
    return readRuleset(doc, Where{file, QString()}, out, errors);
}

bool checkGodContent(const god::Content &content, const ContentFiles &names, QStringList &errors)
{
    auto at = [](const QString &name, const char *fallback) {
        return Where{name.isEmpty() ? QString::fromLatin1(fallback) : name, QString()};
    };
    return checkGod(content,
                    GodLocations{at(names.galaxy, "galaxy.json"), at(names.ships, "ships.json"),
                                 at(names.things, "things.json"),
                                 at(names.ruleset, "ruleset.json")},
                    errors);
}

bool checkGodContent(const god::Content &content, QStringList &errors)
{
    return checkGodContent(content, ContentFiles{}, errors);
}

std::shared_ptr<const GameContent>
buildGodContent(const ContentDocuments &docs, const ContentLocations &where, QStringList &errors)
{
    auto content = std::make_shared<god::Content>();
    const GodLocations at{
        where.value(QStringLiteral("galaxy")), where.value(QStringLiteral("ships")),
        where.value(QStringLiteral("things")), where.value(QStringLiteral("ruleset"))};
    // Not short-circuited: every file reports its errors.
    bool ok = readGalaxy(docs.value(QStringLiteral("galaxy")), at.galaxy, content->galaxy, errors);
    ok &= readShips(docs.value(QStringLiteral("ships")), at.ships, content->ships, errors);
    ok &= readThings(docs.value(QStringLiteral("things")), at.things, content->things, errors);
    ok &= readRuleset(docs.value(QStringLiteral("ruleset")), at.ruleset, content->ruleset, errors);
    if (!ok || !checkGod(*content, at, errors))
        return nullptr;
    return content;
}

// Writers.

QJsonObject galaxyToJson(const god::Galaxy &galaxy)
{
    QJsonObject doc = documentHeader("starboard.galaxy");
    doc.insert(QLatin1String("id"), fromStd(galaxy.id));
    doc.insert(QLatin1String("name"), fromStd(galaxy.name));
    QJsonArray sectors;
    for (const auto &hex : galaxy.sectors)
        sectors.append(QJsonObject{{QLatin1String("q"), hex.q}, {QLatin1String("r"), hex.r}});
    doc.insert(QLatin1String("sectors"), sectors);
    if (!galaxy.things.empty()) {
        QJsonArray things;
        for (const auto &fixed : galaxy.things) {
            things.append(QJsonObject{{QLatin1String("sector"), fixed.sector},
                                      {QLatin1String("thing"), fromStd(fixed.thing)}});
        }
        doc.insert(QLatin1String("things"), things);
    }
    if (!galaxy.starbaseSectors.empty()) {
        QJsonArray bases;
        for (const int sector : galaxy.starbaseSectors)
            bases.append(sector);
        doc.insert(QLatin1String("starbaseSectors"), bases);
    }
    return doc;
}

QJsonObject shipsToJson(const std::vector<god::ShipType> &ships)
{
    QJsonObject doc = documentHeader("starboard.ships");
    QJsonArray list;
    for (const auto &ship : ships) {
        QJsonObject o{
            {QLatin1String("id"), fromStd(ship.id)}, {QLatin1String("name"), fromStd(ship.name)},
            {QLatin1String("cost"), ship.cost},      {QLatin1String("speed"), ship.speed},
            {QLatin1String("attack"), ship.attack},  {QLatin1String("armor"), ship.armor},
            {QLatin1String("chits"), ship.chits}};
        if (ship.carriesCargo)
            o.insert(QLatin1String("carriesCargo"), true);
        if (ship.earnsPerKill)
            o.insert(QLatin1String("earnsPerKill"), true);
        if (ship.starbaseDamage != 0)
            o.insert(QLatin1String("starbaseDamage"), ship.starbaseDamage);
        if (!ship.special.empty())
            o.insert(QLatin1String("special"), fromStd(ship.special));
        list.append(o);
    }
    doc.insert(QLatin1String("ships"), list);
    return doc;
}

QJsonObject thingsToJson(const std::vector<god::ThingType> &things)
{
    QJsonObject doc = documentHeader("starboard.things");
    QJsonArray list;
    for (const auto &thing : things) {
        QJsonObject o{{QLatin1String("id"), fromStd(thing.id)},
                      {QLatin1String("name"), fromStd(thing.name)},
                      {QLatin1String("kind"), thingKindName(thing.kind)},
                      {QLatin1String("count"), thing.count}};
        if (thing.income != 0)
            o.insert(QLatin1String("income"), thing.income);
        if (!thing.ship.empty())
            o.insert(QLatin1String("ship"), fromStd(thing.ship));
        list.append(o);
    }
    doc.insert(QLatin1String("things"), list);
    return doc;
}

QJsonObject rulesetToJson(const god::Ruleset &rules)
{
    QJsonObject doc = documentHeader("starboard.ruleset");
    doc.insert(QLatin1String("id"), fromStd(rules.id));
    doc.insert(QLatin1String("name"), fromStd(rules.name));
    doc.insert(QLatin1String("setup"), rules.setup == god::SetupMode::Quick
                                           ? QLatin1String("quick")
                                           : QLatin1String("normal"));
    doc.insert(QLatin1String("dieSides"), rules.dieSides);
    doc.insert(QLatin1String("starbaseArmor"), rules.starbaseArmor);
    doc.insert(QLatin1String("starbaseAttack"), rules.starbaseAttack);
    doc.insert(QLatin1String("starbaseIncome"), rules.starbaseIncome);
    doc.insert(QLatin1String("starbaseDecay"), rules.starbaseDecay);
    doc.insert(QLatin1String("cashCap"), rules.cashCap);
    doc.insert(QLatin1String("thingsDrawBonus"), rules.thingsDrawBonus);
    doc.insert(QLatin1String("startingMoneyBonus"), rules.startingMoneyBonus);
    doc.insert(QLatin1String("quickStartingMoney"), rules.quickStartingMoney);
    doc.insert(QLatin1String("cargoMultiplier"), rules.cargoMultiplier);
    doc.insert(QLatin1String("minStarbaseDistance"), rules.minStarbaseDistance);
    doc.insert(QLatin1String("pirateMoveMaxRoll"), rules.pirateMoveMaxRoll);
    QJsonArray quick;
    for (const auto &id : rules.quickThings)
        quick.append(fromStd(id));
    doc.insert(QLatin1String("quickThings"), quick);
    return doc;
}

} // namespace starboard::data
