// Galaxy Fighters content: spawn deck, ship cards, equipment and ruleset files (rulebook:
// shared/rules/galaxy-fighters.txt; our design: docs/rules/galaxy-fighters.md; formats:
// docs/data-formats.md).
//
// The readers check each file on its own: every value's type and range, the members an
// object of its kind has, unique ids, the cells of each spawn card. checkGf() checks the files
// together (a ship's engines in the equipment, the ruleset's spawn deck size within the deck)
// and repeats the structural checks for content made in code, with the same messages.

#include "internal.h"

#include <QJsonArray>

#include <utility>

namespace starboard::data {

namespace {

// The ranges the engine plays with (docs/data-formats.md).
constexpr int kDistricts = 4; // and a ship for each ("A Game for 2-4 Players")
constexpr int kGridSize = 5;  // a spawn card's grid and the deep space: 5 x 5
constexpr int kMaxStack = 6;  // aliens in one cell of a spawn card
constexpr int kMaxSpeed = 5;
constexpr int kMaxCost = 4; // Special symbols
constexpr int kMaxRange = 4;
constexpr int kMaxDefenceTiles = 6;
constexpr int kMaxDieFaces = 12;

constexpr NameTable<gf::Facing, 4> kFacings = {{{gf::Facing::Toward, "toward"},
                                                {gf::Facing::Away, "away"},
                                                {gf::Facing::Left, "left"},
                                                {gf::Facing::Right, "right"}}};

constexpr NameTable<gf::Face, 4> kFaces = {{{gf::Face::Fire, "fire"},
                                            {gf::Face::Move, "move"},
                                            {gf::Face::Special, "special"},
                                            {gf::Face::FireOrSpecial, "fire-or-special"}}};

constexpr NameTable<gf::WeaponKind, 3> kWeaponKinds = {
    {{gf::WeaponKind::WideBeam, "wide-beam"},
     {gf::WeaponKind::LaserBeam, "laser-beam"},
     {gf::WeaponKind::SpreadShot, "spread-shot"}}};

constexpr NameTable<gf::EngineKind, 4> kEngineKinds = {
    {{gf::EngineKind::Afterburner, "afterburner"},
     {gf::EngineKind::WarpDrive, "warp-drive"},
     {gf::EngineKind::Deflector, "deflector"},
     {gf::EngineKind::Repulsor, "repulsor"}}};

constexpr NameTable<gf::TileKind, 2> kTileKinds = {
    {{gf::TileKind::Symbol, "symbol"}, {gf::TileKind::Reroll, "reroll"}}};

constexpr NameTable<gf::SpecialKind, 7> kSpecials = {
    {{gf::SpecialKind::None, "none"},
     {gf::SpecialKind::MissileCommand, "missile-command"},
     {gf::SpecialKind::DefenseSystem, "defense-system"},
     {gf::SpecialKind::HelperDrone, "helper-drone"},
     {gf::SpecialKind::SideCannon, "side-cannon"},
     {gf::SpecialKind::NovaBomb, "nova-bomb"},
     {gf::SpecialKind::ExtraDie, "extra-die"}}};

// The specials played with Special symbols (the Drone and the extra die need none).
bool specialHasCost(gf::SpecialKind special)
{
    return special == gf::SpecialKind::MissileCommand ||
           special == gf::SpecialKind::DefenseSystem || special == gf::SpecialKind::SideCannon ||
           special == gf::SpecialKind::NovaBomb;
}

// The numbers of a ruleset, each optional in a file (a rule variant names what it changes).
struct RulesetNumber
{
    const char *key;
    int gf::Ruleset::*member;
    int min;
    int max;
};

constexpr RulesetNumber kRulesetNumbers[] = {
    {"districtsToLose", &gf::Ruleset::districtsToLose, 1, 4},
    {"backupShips", &gf::Ruleset::backupShips, 0, 10},
    // At most the spawn deck's cards (checkGf()); 999 keeps a ruleset on its own bounded.
    {"spawnCards", &gf::Ruleset::spawnCards, 1, 999},
    // 0: every card; else the most aliens a drawn card may spawn (a card's whole grid full).
    {"maxAliensPerCard", &gf::Ruleset::maxAliensPerCard, 0, kGridSize *kGridSize *kMaxStack},
    {"invaderSpaces", &gf::Ruleset::invaderSpaces, 1, 12},
    {"dice", &gf::Ruleset::dice, 1, 8},
};

// Messages shared by the readers and checkGf().

void rangeErrors(int value, int min, int max, const Where &at, QStringList &errors)
{
    if (value < min || value > max)
        addError(errors, at, rangeMessage(min, max, value));
}

void notEmptyErrors(qsizetype count, const Where &at, QStringList &errors)
{
    if (count < 1)
        addError(errors, at, Msg::tr("must not be empty"));
}

void cellCountErrors(qsizetype count, const Where &at, QStringList &errors)
{
    if (count < 1)
        addError(errors, at,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/cards/3/cells: ...'. Galaxy Fighters'
                 //: spawn cards.
                 Msg::tr("a spawn card must spawn at least one alien"));
}

void stackErrors(qsizetype count, const Where &at, QStringList &errors)
{
    if (count < 1 || count > kMaxStack)
        addError(
            errors, at,
            //: A mistake in a content file (the Workshop's Problems panel, the error on
            //: loading); it follows the place, e.g. '/cards/3/cells/0/aliens: ...'. Galaxy
            //: Fighters' spawn cards: a cell's stack of aliens. %1: the most allowed; %n:
            //: the aliens found.
            Msg::tr("a cell holds 1 to %1 aliens, bottom first (found %n)", nullptr, int(count))
                .arg(kMaxStack));
}

// One stack per cell of a card; `used` maps a cell to the pointer of its first stack.
void cellUniqueErrors(const gf::SpawnCell &cell, const Where &at, QHash<int, QString> &used,
                      QStringList &errors)
{
    const int key = cell.row * kGridSize + cell.col;
    const auto first = used.constFind(key);
    if (first == used.constEnd()) {
        used.insert(key, at.pointer);
        return;
    }
    addError(errors, at,
             //: A mistake in a content file (the Workshop's Problems panel, the error on
             //: loading); it follows the place, e.g. '/cards/3/cells/2: ...'. Galaxy Fighters'
             //: spawn cards: %1: a column, %2: a row (0-4); %3: the place of the first stack, e.g.
             //: '/cards/3/cells/0'.
             Msg::tr("a second stack in the cell at col %1, row %2 (first at %3); put its aliens "
                     "in one stack, bottom first")
                 .arg(cell.col)
                 .arg(cell.row)
                 .arg(first.value()));
}

void dieFaceCountErrors(qsizetype count, const Where &at, QStringList &errors)
{
    if (count < 1 || count > kMaxDieFaces)
        addError(errors, at,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/dieFaces: ...'. Galaxy Fighters'
                 //: command die. %1: the most faces allowed; %n: the faces found.
                 Msg::tr("a command die has 1 to %1 faces (found %n)", nullptr, int(count))
                     .arg(kMaxDieFaces));
}

// "'range' is not used when 'kind' is 'warp-drive'": a member an object of that kind has not.
void refuseFor(ObjectReader &r, const QString &key, const QString &kindKey, const QString &kind,
               QStringList &errors)
{
    refuse(r, key,
           //: A mistake in a content file (the Workshop's Problems panel, the error on loading);
           //: it follows the place, e.g. '/engines/1/range: ...'. %1 and %2: keys of the file,
           //: %3: the value of %2 (all three are names in the file: keep them).
           Msg::tr("'%1' is not used when '%2' is '%3'").arg(key, kindKey, kind), errors);
}

// Reads the list `key` of objects with a unique "id" each (`ids` maps ids to their pointer);
// `readMembers(reader, item)` reads the other members of one. Every object read is appended.
template <typename T, typename ReadMembers>
void readList(ObjectReader &doc, const QString &key, std::vector<T> &out,
              QHash<QString, QString> &ids, QStringList &errors, ReadMembers readMembers)
{
    QJsonArray list;
    if (!doc.array(key, list))
        return;
    const Where listAt = doc.at(key);
    notEmptyErrors(list.size(), listAt, errors);
    for (qsizetype i = 0; i < list.size() && !errorsCapped(errors, listAt.file); ++i) {
        const Where at = listAt / i;
        if (!expectObject(list[i], at, errors))
            continue;
        ObjectReader r(list[i].toObject(), at, errors);
        T item;
        QString text;
        if (r.id(QStringLiteral("id"), text)) {
            item.id = toStd(text);
            checkUniqueId(text, r.at(QStringLiteral("id")), ids, errors);
        }
        readMembers(r, item);
        r.finish();
        out.push_back(std::move(item));
    }
}

// The "name" and "text" of a ship card, weapon, engine or tile.
template <typename T>
void readNameAndText(ObjectReader &r, T &item)
{
    QString text;
    if (r.string(QStringLiteral("name"), text))
        item.name = toStd(text);
    if (r.string(QStringLiteral("text"), text))
        item.text = toStd(text);
}

// The alien kinds a spawn deck's cards name, by id.
struct KindIds
{
    QHash<QString, int> index;
    QStringList ids;
    bool complete = true; // every kind of the file was read
};

void readCells(ObjectReader &r, const KindIds &kinds, gf::SpawnCard &card, QStringList &errors)
{
    QJsonArray cells;
    if (!r.array(QStringLiteral("cells"), cells))
        return;
    const Where cellsAt = r.at(QStringLiteral("cells"));
    cellCountErrors(cells.size(), cellsAt, errors);
    QHash<int, QString> used;
    for (qsizetype i = 0; i < cells.size() && !errorsCapped(errors, cellsAt.file); ++i) {
        const Where at = cellsAt / i;
        if (!expectObject(cells[i], at, errors))
            continue;
        ObjectReader c(cells[i].toObject(), at, errors);
        gf::SpawnCell cell;
        bool placed = c.integer(QStringLiteral("col"), 0, kGridSize - 1, cell.col);
        placed &= c.integer(QStringLiteral("row"), 0, kGridSize - 1, cell.row);
        if (placed)
            cellUniqueErrors(cell, at, used, errors);
        QJsonArray aliens;
        if (c.array(QStringLiteral("aliens"), aliens)) {
            const Where aliensAt = c.at(QStringLiteral("aliens"));
            stackErrors(aliens.size(), aliensAt, errors);
            for (qsizetype j = 0; j < aliens.size(); ++j) {
                if (!expectObject(aliens[j], aliensAt / j, errors))
                    continue;
                ObjectReader a(aliens[j].toObject(), aliensAt / j, errors);
                gf::SpawnAlien alien;
                QString kind;
                if (a.id(QStringLiteral("kind"), kind)) {
                    const auto it = kinds.index.constFind(kind);
                    if (it != kinds.index.constEnd())
                        alien.kind = it.value();
                    else if (kinds.complete) // else it may be a kind with a mistake of its own
                        addError(errors, a.at(QStringLiteral("kind")),
                                 oneOfMessage(kinds.ids, kind));
                }
                readName(a, QStringLiteral("facing"), kFacings, alien.facing, errors);
                a.finish();
                cell.aliens.push_back(alien);
            }
        }
        c.finish();
        card.cells.push_back(std::move(cell));
    }
}

// The structure of a spawn card made in code (the readers check it as they read).
void checkCard(const gf::SpawnCard &card, const Where &at, int kindCount,
               QHash<QString, QString> &ids, QStringList &errors)
{
    checkUniqueId(fromStd(card.id), at / QStringLiteral("id"), ids, errors);
    const Where cellsAt = at / QStringLiteral("cells");
    cellCountErrors(qsizetype(card.cells.size()), cellsAt, errors);
    QHash<int, QString> used;
    for (qsizetype i = 0; i < qsizetype(card.cells.size()); ++i) {
        const auto &cell = card.cells[std::size_t(i)];
        const Where cellAt = cellsAt / i;
        rangeErrors(cell.col, 0, kGridSize - 1, cellAt / QStringLiteral("col"), errors);
        rangeErrors(cell.row, 0, kGridSize - 1, cellAt / QStringLiteral("row"), errors);
        if (cell.col >= 0 && cell.col < kGridSize && cell.row >= 0 && cell.row < kGridSize)
            cellUniqueErrors(cell, cellAt, used, errors);
        const Where aliensAt = cellAt / QStringLiteral("aliens");
        stackErrors(qsizetype(cell.aliens.size()), aliensAt, errors);
        for (qsizetype j = 0; j < qsizetype(cell.aliens.size()) && kindCount > 0; ++j)
            rangeErrors(cell.aliens[std::size_t(j)].kind, 0, kindCount - 1,
                        aliensAt / j / QStringLiteral("kind"), errors);
    }
}

// A list made in code is not empty and its ids are unique (`ids`, as readList() has them);
// `at` is the list.
template <typename T>
void checkIds(const std::vector<T> &list, const Where &at, QHash<QString, QString> &ids,
              QStringList &errors)
{
    notEmptyErrors(qsizetype(list.size()), at, errors);
    for (qsizetype i = 0; i < qsizetype(list.size()); ++i)
        checkUniqueId(fromStd(list[std::size_t(i)].id), at / i / QStringLiteral("id"), ids, errors);
}

} // namespace

bool readGfSpawnDeck(const QJsonObject &doc, const Where &where, gf::SpawnDeck &out,
                     QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.gf-spawn-deck", upgraded, errors);
    if (!reader)
        return false;
    auto &r = *reader;
    gf::SpawnDeck deck;
    QString text;
    if (r.id(QStringLiteral("id"), text))
        deck.id = toStd(text);
    if (r.string(QStringLiteral("name"), text))
        deck.name = toStd(text);

    KindIds kinds;
    QHash<QString, QString> kindIds;
    const qsizetype beforeKinds = errors.size();
    readList(r, QStringLiteral("kinds"), deck.kinds, kindIds, errors,
             [&](ObjectReader &k, gf::AlienKind &kind) {
                 if (k.string(QStringLiteral("name"), text))
                     kind.name = toStd(text);
                 k.integer(QStringLiteral("speed"), 1, kMaxSpeed, kind.speed);
             });
    kinds.complete = errors.size() == beforeKinds && r.has(QStringLiteral("kinds"));
    for (std::size_t i = 0; i < deck.kinds.size(); ++i) {
        const QString id = fromStd(deck.kinds[i].id);
        if (!id.isEmpty() && !kinds.index.contains(id)) {
            kinds.index.insert(id, int(i));
            kinds.ids.append(id);
        }
    }

    // The starting card and the deck's cards share one list of ids.
    QHash<QString, QString> cardIds;
    const auto readCard = [&](ObjectReader &c, gf::SpawnCard &card) {
        readCells(c, kinds, card, errors);
    };
    const QJsonValue start = r.take(QStringLiteral("start"));
    const Where startAt = r.at(QStringLiteral("start"));
    if (!start.isUndefined() && expectObject(start, startAt, errors)) {
        ObjectReader c(start.toObject(), startAt, errors);
        if (c.id(QStringLiteral("id"), text)) {
            deck.start.id = toStd(text);
            checkUniqueId(text, c.at(QStringLiteral("id")), cardIds, errors);
        }
        readCard(c, deck.start);
        c.finish();
    }
    readList(r, QStringLiteral("cards"), deck.cards, cardIds, errors, readCard);
    r.finish();
    if (errors.size() != before)
        return false;
    out = std::move(deck);
    return true;
}

bool readGfShips(const QJsonObject &doc, const Where &where, std::vector<gf::ShipCard> &out,
                 QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.gf-ships", upgraded, errors);
    if (!reader)
        return false;
    auto &r = *reader;
    QString text;
    r.id(QStringLiteral("id"), text);
    r.string(QStringLiteral("name"), text);
    std::vector<gf::ShipCard> ships;
    QHash<QString, QString> ids;
    readList(r, QStringLiteral("ships"), ships, ids, errors,
             [&](ObjectReader &s, gf::ShipCard &ship) {
                 readNameAndText(s, ship);
                 const QString specialKey = QStringLiteral("special");
                 const bool known = readName(s, specialKey, kSpecials, ship.special, errors);
                 const QString special = nameOf(kSpecials, ship.special);
                 const QString costKey = QStringLiteral("specialCost");
                 if (known && !specialHasCost(ship.special))
                     refuseFor(s, costKey, specialKey, special, errors);
                 else
                     s.integer(costKey, 1, kMaxCost, ship.specialCost,
                               known ? ObjectReader::Required : ObjectReader::Optional);
                 const QString tilesKey = QStringLiteral("tiles");
                 if (known && ship.special != gf::SpecialKind::DefenseSystem)
                     refuseFor(s, tilesKey, specialKey, special, errors);
                 else
                     s.integer(tilesKey, 1, kMaxDefenceTiles, ship.tiles,
                               known ? ObjectReader::Required : ObjectReader::Optional);
                 QJsonArray engines;
                 if (s.array(QStringLiteral("engines"), engines)) {
                     const Where enginesAt = s.at(QStringLiteral("engines"));
                     notEmptyErrors(engines.size(), enginesAt, errors);
                     QHash<QString, QString> allowed;
                     for (qsizetype i = 0; i < engines.size(); ++i) {
                         if (!readId(engines[i], enginesAt / i, text, errors))
                             continue;
                         if (checkUniqueId(text, enginesAt / i, allowed, errors))
                             ship.engines.push_back(toStd(text));
                     }
                 }
             });
    r.finish();
    if (errors.size() != before)
        return false;
    out = std::move(ships);
    return true;
}

bool readGfEquipment(const QJsonObject &doc, const Where &where, gf::Equipment &out,
                     QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.gf-equipment", upgraded, errors);
    if (!reader)
        return false;
    auto &r = *reader;
    QString text;
    r.id(QStringLiteral("id"), text);
    r.string(QStringLiteral("name"), text);
    gf::Equipment equipment;
    QHash<QString, QString> ids; // one list for the file: a cockpit piece is named by its id
    const QString kindKey = QStringLiteral("kind");
    const QString costKey = QStringLiteral("cost");
    readList(r, QStringLiteral("weapons"), equipment.weapons, ids, errors,
             [&](ObjectReader &w, gf::Weapon &weapon) {
                 readNameAndText(w, weapon);
                 readName(w, kindKey, kWeaponKinds, weapon.kind, errors);
                 w.integer(costKey, 1, kMaxCost, weapon.cost);
             });
    readList(r, QStringLiteral("engines"), equipment.engines, ids, errors,
             [&](ObjectReader &e, gf::Engine &engine) {
                 readNameAndText(e, engine);
                 const bool known = readName(e, kindKey, kEngineKinds, engine.kind, errors);
                 e.integer(costKey, 1, kMaxCost, engine.cost);
                 const QString rangeKey = QStringLiteral("range");
                 if (known && engine.kind != gf::EngineKind::Afterburner)
                     refuseFor(e, rangeKey, kindKey, nameOf(kEngineKinds, engine.kind), errors);
                 else
                     e.integer(rangeKey, 1, kMaxRange, engine.range,
                               known ? ObjectReader::Required : ObjectReader::Optional);
             });
    readList(r, QStringLiteral("tiles"), equipment.tiles, ids, errors,
             [&](ObjectReader &t, gf::CommandTile &tile) {
                 readNameAndText(t, tile);
                 const bool known = readName(t, kindKey, kTileKinds, tile.kind, errors);
                 const QString faceKey = QStringLiteral("face");
                 if (known && tile.kind != gf::TileKind::Symbol)
                     refuseFor(t, faceKey, kindKey, nameOf(kTileKinds, tile.kind), errors);
                 else
                     readName(t, faceKey, kFaces, tile.face, errors,
                              known ? ObjectReader::Required : ObjectReader::Optional);
             });
    r.finish();
    if (errors.size() != before)
        return false;
    out = std::move(equipment);
    return true;
}

bool readGfRuleset(const QJsonObject &doc, const Where &where, gf::Ruleset &out,
                   QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.gf-ruleset", upgraded, errors);
    if (!reader)
        return false;
    auto &r = *reader;
    // Every parameter may be left out: a rule variant names what differs from Expert Pilot
    // (content.h's defaults).
    gf::Ruleset rules;
    QString text;
    if (r.id(QStringLiteral("id"), text))
        rules.id = toStd(text);
    if (r.string(QStringLiteral("name"), text))
        rules.name = toStd(text);
    for (const auto &number : kRulesetNumbers)
        r.integer(QLatin1String(number.key), number.min, number.max, rules.*number.member,
                  ObjectReader::Optional);
    QJsonArray faces;
    const QString facesKey = QStringLiteral("dieFaces");
    if (r.array(facesKey, faces, ObjectReader::Optional) && r.has(facesKey)) {
        const Where at = r.at(facesKey);
        dieFaceCountErrors(faces.size(), at, errors);
        rules.dieFaces.clear();
        for (qsizetype i = 0; i < faces.size(); ++i) {
            if (!readString(faces[i], at / i, text, errors))
                continue;
            if (const auto face = valueOf(kFaces, text))
                rules.dieFaces.push_back(*face);
            else
                addError(errors, at / i, oneOfMessage(namesOf(kFaces), text));
        }
    }
    r.finish();
    if (errors.size() != before)
        return false;
    out = std::move(rules);
    return true;
}

bool checkGf(const gf::Content &content, const GfLocations &where, QStringList &errors)
{
    const qsizetype before = errors.size();

    // The spawn deck.
    const auto &deck = content.spawnDeck;
    const Where kindsAt = where.spawnDeck / QStringLiteral("kinds");
    QHash<QString, QString> kindIds;
    checkIds(deck.kinds, kindsAt, kindIds, errors);
    for (qsizetype i = 0; i < qsizetype(deck.kinds.size()); ++i)
        rangeErrors(deck.kinds[std::size_t(i)].speed, 1, kMaxSpeed,
                    kindsAt / i / QStringLiteral("speed"), errors);
    QHash<QString, QString> cardIds;
    const int kindCount = int(deck.kinds.size());
    checkCard(deck.start, where.spawnDeck / QStringLiteral("start"), kindCount, cardIds, errors);
    const Where cardsAt = where.spawnDeck / QStringLiteral("cards");
    notEmptyErrors(qsizetype(deck.cards.size()), cardsAt, errors);
    for (qsizetype i = 0; i < qsizetype(deck.cards.size()); ++i)
        checkCard(deck.cards[std::size_t(i)], cardsAt / i, kindCount, cardIds, errors);

    // The equipment.
    const auto &equipment = content.equipment;
    const Where weaponsAt = where.equipment / QStringLiteral("weapons");
    const Where enginesAt = where.equipment / QStringLiteral("engines");
    QHash<QString, QString> equipmentIds; // one list for the file, as its reader has
    checkIds(equipment.weapons, weaponsAt, equipmentIds, errors);
    for (qsizetype i = 0; i < qsizetype(equipment.weapons.size()); ++i)
        rangeErrors(equipment.weapons[std::size_t(i)].cost, 1, kMaxCost,
                    weaponsAt / i / QStringLiteral("cost"), errors);
    checkIds(equipment.engines, enginesAt, equipmentIds, errors);
    QSet<QString> engineIds;
    for (qsizetype i = 0; i < qsizetype(equipment.engines.size()); ++i) {
        const auto &engine = equipment.engines[std::size_t(i)];
        engineIds.insert(fromStd(engine.id));
        rangeErrors(engine.cost, 1, kMaxCost, enginesAt / i / QStringLiteral("cost"), errors);
        if (engine.kind == gf::EngineKind::Afterburner)
            rangeErrors(engine.range, 1, kMaxRange, enginesAt / i / QStringLiteral("range"),
                        errors);
    }
    checkIds(equipment.tiles, where.equipment / QStringLiteral("tiles"), equipmentIds, errors);

    // The ship cards, and their engines in the equipment.
    const Where shipsAt = where.ships / QStringLiteral("ships");
    QHash<QString, QString> shipIds;
    checkIds(content.ships, shipsAt, shipIds, errors);
    for (qsizetype i = 0; i < qsizetype(content.ships.size()); ++i) {
        const auto &ship = content.ships[std::size_t(i)];
        const Where at = shipsAt / i;
        if (specialHasCost(ship.special))
            rangeErrors(ship.specialCost, 1, kMaxCost, at / QStringLiteral("specialCost"), errors);
        if (ship.special == gf::SpecialKind::DefenseSystem)
            rangeErrors(ship.tiles, 1, kMaxDefenceTiles, at / QStringLiteral("tiles"), errors);
        notEmptyErrors(qsizetype(ship.engines.size()), at / QStringLiteral("engines"), errors);
        for (qsizetype j = 0; j < qsizetype(ship.engines.size()); ++j) {
            const QString engine = fromStd(ship.engines[std::size_t(j)]);
            if (!engineIds.contains(engine))
                addError(
                    errors, at / QStringLiteral("engines") / j,
                    //: A mistake in a content file (the Workshop's Problems panel, the error
                    //: on loading); it follows the place, e.g. '/ships/3/engines/0: ...'.
                    //: Galaxy Fighters' engine modifications: %1: the engine's identifier;
                    //: %2: the file of the equipment.
                    Msg::tr("unknown engine '%1' (not in %2)").arg(engine, where.equipment.file));
        }
    }

    // The ruleset, the ship cards it deals and the spawn deck it draws.
    const auto &rules = content.ruleset;
    // One ship card for each of the four districts' ships and one for each backup ship
    // ("Player's Ship Card": the cards are dealt, not repeated).
    const int shipsNeeded = kDistricts + rules.backupShips;
    if (int(content.ships.size()) < shipsNeeded && !content.ships.empty())
        addError(
            errors, shipsAt,
            //: A mistake in a content file (the Workshop's Problems panel, the error on
            //: loading); it follows the place, e.g. 'ships.json: /ships: ...'. Galaxy
            //: Fighters: %n: the ship cards; %1: the backup ships of the ruleset; %2: the ship
            //: cards needed; %3: the place of the backup ships, e.g. 'ruleset.json:
            //: /backupShips'.
            Msg::tr("there are %n ship card(s); the four ships and %1 backup ships need %2 (%3)",
                    nullptr, int(content.ships.size()))
                .arg(rules.backupShips)
                .arg(shipsNeeded)
                .arg(placeOf(where.ruleset / QStringLiteral("backupShips"))));
    for (const auto &number : kRulesetNumbers)
        rangeErrors(rules.*number.member, number.min, number.max,
                    where.ruleset / QLatin1String(number.key), errors);
    dieFaceCountErrors(qsizetype(rules.dieFaces.size()), where.ruleset / QStringLiteral("dieFaces"),
                       errors);
    if (rules.spawnCards > int(deck.cards.size()) && !deck.cards.empty())
        addError(errors, where.ruleset / QStringLiteral("spawnCards"),
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. 'ruleset.json: /spawnCards: ...'. Galaxy
                 //: Fighters: %1: the spawn cards the ruleset draws; %n: the cards of the spawn
                 //: deck; %2: the place of the deck's cards, e.g. 'spawn-deck.json: /cards'.
                 Msg::tr("the ruleset draws %1 spawn cards but the spawn deck has %n (%2)", nullptr,
                         int(deck.cards.size()))
                     .arg(rules.spawnCards)
                     .arg(placeOf(cardsAt)));
    else if (rules.maxAliensPerCard > 0 && !deck.cards.empty() &&
             gf::drawableCards(rules, deck) < rules.spawnCards)
        addError(errors, where.ruleset / QStringLiteral("maxAliensPerCard"),
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. 'ruleset.json: /maxAliensPerCard: ...'.
                 //: Galaxy Fighters: %1: the spawn cards the ruleset draws; %2: the most aliens a
                 //: drawn card may have; %n: the cards of the spawn deck with at most that many;
                 //: %3: the place of the deck's cards, e.g. 'spawn-deck.json: /cards'.
                 Msg::tr("the ruleset draws %1 spawn cards of at most %2 aliens but the spawn deck "
                         "has %n such card(s) (%3)",
                         nullptr, gf::drawableCards(rules, deck))
                     .arg(rules.spawnCards)
                     .arg(rules.maxAliensPerCard)
                     .arg(placeOf(cardsAt)));
    return errors.size() == before;
}

bool loadGfSpawnDeck(const QJsonObject &doc, const QString &file, gf::SpawnDeck &out,
                     QStringList &errors)
{
    return readGfSpawnDeck(doc, Where{file, QString()}, out, errors);
}

bool loadGfShips(const QJsonObject &doc, const QString &file, std::vector<gf::ShipCard> &out,
                 QStringList &errors)
{
    return readGfShips(doc, Where{file, QString()}, out, errors);
}

bool loadGfEquipment(const QJsonObject &doc, const QString &file, gf::Equipment &out,
                     QStringList &errors)
{
    return readGfEquipment(doc, Where{file, QString()}, out, errors);
}

bool loadGfRuleset(const QJsonObject &doc, const QString &file, gf::Ruleset &out,
                   QStringList &errors)
{
    return readGfRuleset(doc, Where{file, QString()}, out, errors);
}

bool checkGfContent(const gf::Content &content, const ContentFiles &names, QStringList &errors)
{
    auto at = [](const QString &name, const char *fallback) {
        return Where{name.isEmpty() ? QString::fromLatin1(fallback) : name, QString()};
    };
    return checkGf(content,
                   GfLocations{at(names.spawnDeck, "spawn-deck.json"),
                               at(names.ships, "ships.json"), at(names.equipment, "equipment.json"),
                               at(names.ruleset, "ruleset.json")},
                   errors);
}

bool checkGfContent(const gf::Content &content, QStringList &errors)
{
    return checkGfContent(content, ContentFiles{}, errors);
}

std::shared_ptr<const GameContent>
buildGfContent(const ContentDocuments &docs, const ContentLocations &where, QStringList &errors)
{
    auto content = std::make_shared<gf::Content>();
    const GfLocations at{
        where.value(QStringLiteral("spawnDeck")), where.value(QStringLiteral("ships")),
        where.value(QStringLiteral("equipment")), where.value(QStringLiteral("ruleset"))};
    // Not short-circuited: every file reports its errors.
    bool ok = readGfSpawnDeck(docs.value(QStringLiteral("spawnDeck")), at.spawnDeck,
                              content->spawnDeck, errors);
    ok &= readGfShips(docs.value(QStringLiteral("ships")), at.ships, content->ships, errors);
    ok &= readGfEquipment(docs.value(QStringLiteral("equipment")), at.equipment, content->equipment,
                          errors);
    ok &=
        readGfRuleset(docs.value(QStringLiteral("ruleset")), at.ruleset, content->ruleset, errors);
    if (!ok || !checkGf(*content, at, errors))
        return nullptr;
    return content;
}

// Writers.

namespace {

QJsonObject cardToJson(const gf::SpawnCard &card, const std::vector<gf::AlienKind> &kinds)
{
    QJsonArray cells;
    for (const auto &cell : card.cells) {
        QJsonArray aliens;
        for (const auto &alien : cell.aliens) {
            const bool known = alien.kind >= 0 && alien.kind < int(kinds.size());
            aliens.append(
                QJsonObject{{QLatin1String("kind"),
                             known ? fromStd(kinds[std::size_t(alien.kind)].id) : QString()},
                            {QLatin1String("facing"), nameOf(kFacings, alien.facing)}});
        }
        cells.append(QJsonObject{{QLatin1String("col"), cell.col},
                                 {QLatin1String("row"), cell.row},
                                 {QLatin1String("aliens"), aliens}});
    }
    return QJsonObject{{QLatin1String("id"), fromStd(card.id)}, {QLatin1String("cells"), cells}};
}

// The id, name and text every ship card, weapon, engine and tile has.
template <typename T>
QJsonObject itemToJson(const T &item)
{
    return QJsonObject{{QLatin1String("id"), fromStd(item.id)},
                       {QLatin1String("name"), fromStd(item.name)},
                       {QLatin1String("text"), fromStd(item.text)}};
}

} // namespace

QJsonObject gfSpawnDeckToJson(const gf::SpawnDeck &deck)
{
    QJsonObject doc = documentHeader("starboard.gf-spawn-deck");
    doc.insert(QLatin1String("id"), fromStd(deck.id));
    doc.insert(QLatin1String("name"), fromStd(deck.name));
    QJsonArray kinds;
    for (const auto &kind : deck.kinds)
        kinds.append(QJsonObject{{QLatin1String("id"), fromStd(kind.id)},
                                 {QLatin1String("name"), fromStd(kind.name)},
                                 {QLatin1String("speed"), kind.speed}});
    doc.insert(QLatin1String("kinds"), kinds);
    doc.insert(QLatin1String("start"), cardToJson(deck.start, deck.kinds));
    QJsonArray cards;
    for (const auto &card : deck.cards)
        cards.append(cardToJson(card, deck.kinds));
    doc.insert(QLatin1String("cards"), cards);
    return doc;
}

QJsonObject gfShipsToJson(const std::vector<gf::ShipCard> &ships, const QString &id,
                          const QString &name)
{
    QJsonObject doc = documentHeader("starboard.gf-ships");
    doc.insert(QLatin1String("id"), id);
    doc.insert(QLatin1String("name"), name);
    QJsonArray list;
    for (const auto &ship : ships) {
        QJsonObject o = itemToJson(ship);
        o.insert(QLatin1String("special"), nameOf(kSpecials, ship.special));
        if (specialHasCost(ship.special))
            o.insert(QLatin1String("specialCost"), ship.specialCost);
        if (ship.special == gf::SpecialKind::DefenseSystem)
            o.insert(QLatin1String("tiles"), ship.tiles);
        QJsonArray engines;
        for (const auto &engine : ship.engines)
            engines.append(fromStd(engine));
        o.insert(QLatin1String("engines"), engines);
        list.append(o);
    }
    doc.insert(QLatin1String("ships"), list);
    return doc;
}

QJsonObject gfEquipmentToJson(const gf::Equipment &equipment, const QString &id,
                              const QString &name)
{
    QJsonObject doc = documentHeader("starboard.gf-equipment");
    doc.insert(QLatin1String("id"), id);
    doc.insert(QLatin1String("name"), name);
    QJsonArray weapons;
    for (const auto &weapon : equipment.weapons) {
        QJsonObject o = itemToJson(weapon);
        o.insert(QLatin1String("kind"), nameOf(kWeaponKinds, weapon.kind));
        o.insert(QLatin1String("cost"), weapon.cost);
        weapons.append(o);
    }
    doc.insert(QLatin1String("weapons"), weapons);
    QJsonArray engines;
    for (const auto &engine : equipment.engines) {
        QJsonObject o = itemToJson(engine);
        o.insert(QLatin1String("kind"), nameOf(kEngineKinds, engine.kind));
        o.insert(QLatin1String("cost"), engine.cost);
        if (engine.kind == gf::EngineKind::Afterburner)
            o.insert(QLatin1String("range"), engine.range);
        engines.append(o);
    }
    doc.insert(QLatin1String("engines"), engines);
    QJsonArray tiles;
    for (const auto &tile : equipment.tiles) {
        QJsonObject o = itemToJson(tile);
        o.insert(QLatin1String("kind"), nameOf(kTileKinds, tile.kind));
        if (tile.kind == gf::TileKind::Symbol)
            o.insert(QLatin1String("face"), nameOf(kFaces, tile.face));
        tiles.append(o);
    }
    doc.insert(QLatin1String("tiles"), tiles);
    return doc;
}

QJsonObject gfRulesetToJson(const gf::Ruleset &rules)
{
    QJsonObject doc = documentHeader("starboard.gf-ruleset");
    doc.insert(QLatin1String("id"), fromStd(rules.id));
    doc.insert(QLatin1String("name"), fromStd(rules.name));
    for (const auto &number : kRulesetNumbers)
        doc.insert(QLatin1String(number.key), rules.*number.member);
    QJsonArray faces;
    for (const auto face : rules.dieFaces)
        faces.append(nameOf(kFaces, face));
    doc.insert(QLatin1String("dieFaces"), faces);
    return doc;
}

} // namespace starboard::data
