// Galaxy of D content: the shipped files against the rulebook, the default galaxy's shape,
// and every loader message.

#include "data/data.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <random>
#include <set>

using namespace starboard;

namespace {

const QString kGod = QStringLiteral(":/data/galaxy-of-d/");

QJsonObject shipped(const char *name)
{
    QFile file(kGod + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject json(const char *text)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

std::shared_ptr<const god::Content> shippedContent(QStringList &errors,
                                                   const data::ContentFiles &files = {})
{
    return std::dynamic_pointer_cast<const god::Content>(
        data::loadContent("galaxy-of-d", files, errors));
}

QStringList galaxyErrors(const QJsonObject &doc)
{
    QStringList errors;
    god::Galaxy galaxy;
    if (data::loadGalaxy(doc, QStringLiteral("g.json"), galaxy, errors) != errors.isEmpty())
        return {QStringLiteral("return value disagrees with the errors")};
    return errors;
}

QStringList shipsErrors(const QJsonObject &doc)
{
    QStringList errors;
    std::vector<god::ShipType> ships;
    if (data::loadShips(doc, QStringLiteral("s.json"), ships, errors) != errors.isEmpty())
        return {QStringLiteral("return value disagrees with the errors")};
    return errors;
}

QStringList thingsErrors(const QJsonObject &doc)
{
    QStringList errors;
    std::vector<god::ThingType> things;
    if (data::loadThings(doc, QStringLiteral("t.json"), things, errors) != errors.isEmpty())
        return {QStringLiteral("return value disagrees with the errors")};
    return errors;
}

QStringList rulesetErrors(const QJsonObject &doc)
{
    QStringList errors;
    god::Ruleset ruleset;
    if (data::loadRuleset(doc, QStringLiteral("r.json"), ruleset, errors) != errors.isEmpty())
        return {QStringLiteral("return value disagrees with the errors")};
    return errors;
}

// The shipped ruleset with one member replaced.
QJsonObject rulesetWith(const QString &key, const QJsonValue &value)
{
    QJsonObject doc = shipped("ruleset.json");
    if (value.isUndefined())
        doc.remove(key);
    else
        doc.insert(key, value);
    return doc;
}

int hexDistance(const god::Hex &a, const god::Hex &b)
{
    const int dq = a.q - b.q;
    const int dr = a.r - b.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

// Distances inside the galaxy (moves between listed sectors only).
std::vector<std::vector<int>> galaxyDistances(const std::vector<god::Hex> &sectors)
{
    const int n = int(sectors.size());
    std::vector<std::vector<int>> dist(std::size_t(n), std::vector<int>(std::size_t(n), -1));
    for (int s = 0; s < n; ++s) {
        auto &d = dist[std::size_t(s)];
        d[std::size_t(s)] = 0;
        std::vector<int> queue{s};
        for (std::size_t i = 0; i < queue.size(); ++i) {
            const int a = queue[i];
            for (int b = 0; b < n; ++b) {
                if (d[std::size_t(b)] < 0 &&
                    hexDistance(sectors[std::size_t(a)], sectors[std::size_t(b)]) == 1) {
                    d[std::size_t(b)] = d[std::size_t(a)] + 1;
                    queue.push_back(b);
                }
            }
        }
    }
    return dist;
}

} // namespace

class TestGodContent : public QObject
{
    Q_OBJECT

private slots:
    // A flood of mistakes (a million duplicate Starbase sectors) is listed up to the cap of
    // 100 per file and closed by one line; another file's problems are listed all the same.
    void floodOfErrorsIsCapped()
    {
        QJsonObject doc = shipped("galaxy.json");
        doc.remove(QStringLiteral("things"));
        QJsonArray bases;
        for (int i = 0; i < 1000000; ++i)
            bases.append(0);
        doc.insert(QStringLiteral("starbaseSectors"), bases);
        QStringList errors{QStringLiteral("other.json: /x: a problem before")};
        god::Galaxy galaxy;
        QVERIFY(!data::loadGalaxy(doc, QStringLiteral("flood.json"), galaxy, errors));
        QCOMPARE(errors.size(), 1 + 100 + 1);
        QCOMPARE(errors[1], QStringLiteral("flood.json: /starbaseSectors/1: duplicate Starbase "
                                           "sector -2,-5 (first at /starbaseSectors/0)"));
        QCOMPARE(errors[100].left(34), QStringLiteral("flood.json: /starbaseSectors/100: "));
        QCOMPARE(
            errors.last(),
            QStringLiteral("flood.json: ... and more problems (only the first 100 are listed)"));
        // The cap is per file: another file's problems after the flood are still listed.
        QVERIFY(!data::loadGalaxy(QJsonObject(), QStringLiteral("second.json"), galaxy, errors));
        QVERIFY(errors.size() > 102);
        QVERIFY(errors.last().startsWith(QStringLiteral("second.json: ")));
        QVERIFY(!errors.last().contains(QStringLiteral("more problems")));
    }

    void shippedContentLoads()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QCOMPARE(errors, QStringList{});
        QVERIFY(content);
        QCOMPARE(content->ships.size(), std::size_t(7));
        QCOMPARE(content->things.size(), std::size_t(5));
        QCOMPARE(content->ruleset.setup, god::SetupMode::Normal);
        QCOMPARE(QString::fromStdString(content->galaxy.name), QStringLiteral("Galaxy of D"));

        data::ContentFiles quick;
        quick.ruleset = kGod + QStringLiteral("ruleset-quick.json");
        const auto quickContent = shippedContent(errors, quick);
        QCOMPARE(errors, QStringList{});
        QVERIFY(quickContent);
        QCOMPARE(quickContent->ruleset.setup, god::SetupMode::Quick);
    }

    // Rulebook 4 (ship table) and 3.2 (28 ships per side); chits as in our design notes.
    void shipTableMatchesRulebook()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QVERIFY(content);
        struct Row
        {
            const char *id;
            const char *name;
            int cost, speed, attack, armor, chits;
            bool cargo, perKill;
            int starbaseDamage;
        };
        const Row rows[] = {
            {"interceptor", "Interceptor", 2, 3, 2, 2, 6, false, false, 0},
            {"scavenger", "Scavenger", 3, 2, 3, 3, 5, false, true, 0},
            {"freighter", "Freighter", 4, 2, 1, 4, 4, true, false, 0},
            {"cruiser", "Cruiser", 5, 2, 5, 8, 4, false, false, 0},
            {"bomber", "Bomber", 6, 2, 0, 3, 4, false, false, 10},
            {"assassin", "Assassin", 7, 3, 9, 5, 3, false, false, 0},
            {"destroyer", "Destroyer", 8, 1, 10, 16, 2, false, false, 0},
        };
        QCOMPARE(content->ships.size(), std::size(rows));
        int chits = 0;
        for (std::size_t i = 0; i < std::size(rows); ++i) {
            const auto &ship = content->ships[i];
            const auto &row = rows[i];
            QCOMPARE(ship.id, std::string(row.id));
            QCOMPARE(ship.name, std::string(row.name));
            QCOMPARE(ship.cost, row.cost);
            QCOMPARE(ship.speed, row.speed);
            QCOMPARE(ship.attack, row.attack);
            QCOMPARE(ship.armor, row.armor);
            QCOMPARE(ship.chits, row.chits);
            QCOMPARE(ship.carriesCargo, row.cargo);
            QCOMPARE(ship.earnsPerKill, row.perKill);
            QCOMPARE(ship.starbaseDamage, row.starbaseDamage);
            // A special ability has an English text; the others have none.
            QCOMPARE(ship.special.empty(), !row.cargo && !row.perKill && !row.starbaseDamage);
            chits += ship.chits;
        }
        QCOMPARE(chits, 28);
    }

    // Rulebook 3.2: 15 Things; 6.5: planets produce $2, asteroids $1.
    void thingsMatchRulebook()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QVERIFY(content);
        struct Row
        {
            const char *id;
            god::ThingKind kind;
            int count, income;
            const char *ship;
        };
        const Row rows[] = {
            {"planet", god::ThingKind::Planet, 8, 2, ""},
            {"asteroid", god::ThingKind::Asteroid, 4, 1, ""},
            {"spaceport", god::ThingKind::Spaceport, 1, 0, ""},
            {"pirate-cruiser", god::ThingKind::Pirate, 1, 0, "cruiser"},
            {"pirate-scavenger", god::ThingKind::Pirate, 1, 0, "scavenger"},
        };
        QCOMPARE(content->things.size(), std::size(rows));
        int total = 0;
        for (std::size_t i = 0; i < std::size(rows); ++i) {
            const auto &thing = content->things[i];
            QCOMPARE(thing.id, std::string(rows[i].id));
            QCOMPARE(thing.kind, rows[i].kind);
            QCOMPARE(thing.count, rows[i].count);
            QCOMPARE(thing.income, rows[i].income);
            QCOMPARE(thing.ship, std::string(rows[i].ship));
            total += thing.count;
        }
        QCOMPARE(total, 15);
        QCOMPARE(content->things[3].name, std::string("Cruiser Pirate"));
        QCOMPARE(content->things[4].name, std::string("Scavenger Pirate"));
    }

    // content.h's defaults are the rulebook's numbers; the shipped ruleset repeats them.
    void rulesetMatchesRulebook()
    {
        QStringList errors;
        god::Ruleset rules;
        rules.dieSides = 0; // so that every member must come from the file
        QVERIFY(data::loadRuleset(shipped("ruleset.json"), QStringLiteral("ruleset.json"), rules,
                                  errors));
        QCOMPARE(errors, QStringList{});
        const god::Ruleset book;
        QCOMPARE(rules.id, std::string("standard"));
        QCOMPARE(rules.setup, god::SetupMode::Normal);
        QCOMPARE(rules.dieSides, book.dieSides);
        QCOMPARE(rules.starbaseArmor, 20);
        QCOMPARE(rules.starbaseAttack, 3);
        QCOMPARE(rules.starbaseIncome, 1);
        QCOMPARE(rules.starbaseDecay, 1);
        QCOMPARE(rules.cashCap, 25);
        QCOMPARE(rules.thingsDrawBonus, 3);
        QCOMPARE(rules.startingMoneyBonus, 13);
        QCOMPARE(rules.quickStartingMoney, 15);
        QCOMPARE(rules.cargoMultiplier, 4);
        QCOMPARE(rules.minStarbaseDistance, 3);
        QCOMPARE(rules.pirateMoveMaxRoll, 3);
        QCOMPARE(rules.quickThings, book.quickThings);

        god::Ruleset quick;
        QVERIFY(data::loadRuleset(shipped("ruleset-quick.json"), QStringLiteral("q.json"), quick,
                                  errors));
        QCOMPARE(quick.setup, god::SetupMode::Quick);
        // The quick ruleset differs from the standard one in its setup only.
        QJsonObject a = shipped("ruleset.json");
        QJsonObject b = shipped("ruleset-quick.json");
        for (const char *key : {"id", "name", "setup"}) {
            a.remove(QLatin1String(key));
            b.remove(QLatin1String(key));
        }
        QCOMPARE(a, b);
    }

    // The default galaxy: two halves that a 180-degree rotation swaps (neither seat is
    // favoured), connected, about 100 sectors, no fixed Things.
    void defaultGalaxyShape()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QVERIFY(content);
        const auto &sectors = content->galaxy.sectors;
        const int n = int(sectors.size());
        QVERIFY2(n >= 90 && n <= 110, qPrintable(QString::number(n)));
        QVERIFY(content->galaxy.things.empty());

        // Point symmetry: h -> c - h maps the galaxy onto itself, c = twice the centroid.
        long long sumQ = 0, sumR = 0;
        for (const auto &h : sectors) {
            sumQ += h.q;
            sumR += h.r;
        }
        QCOMPARE(2 * sumQ % n, 0LL);
        QCOMPARE(2 * sumR % n, 0LL);
        const int cq = int(2 * sumQ / n), cr = int(2 * sumR / n);
        std::set<std::pair<int, int>> set;
        for (const auto &h : sectors)
            set.insert({h.q, h.r});
        for (const auto &h : sectors)
            QVERIFY(set.count({cq - h.q, cr - h.r}));
        // The centre c/2 is not a hex centre, so no sector is its own image: two halves.
        QVERIFY(cq % 2 != 0 || cr % 2 != 0);

        const auto dist = galaxyDistances(sectors);
        for (int s = 0; s < n; ++s)
            QVERIFY2(dist[0][std::size_t(s)] >= 0, "the galaxy must be connected");

        // Room (5.1, 5.2): the normal setup places up to dieSides + thingsDrawBonus + 1
        // Things; each blocks at most 7 sectors for Starbases (its own and its neighbours).
        // At least 20 sectors stay free, and 20 hexes never fit in a radius-2 disc (19
        // hexes), so two of them are at least 3 apart: there is always room for both
        // Starbases, and always room for the next Thing too.
        const int maxThings = content->ruleset.dieSides + content->ruleset.thingsDrawBonus + 1;
        QVERIFY(n - 7 * maxThings >= 20);
    }

    // Random placements as in 5.1 and 5.2 always leave room on the default galaxy.
    void defaultGalaxyAlwaysHasRoom()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QVERIFY(content);
        const auto &sectors = content->galaxy.sectors;
        const int n = int(sectors.size());
        const auto dist = galaxyDistances(sectors);
        std::mt19937 random(20090524);
        const int maxThings = content->ruleset.dieSides + content->ruleset.thingsDrawBonus + 1;
        for (int trial = 0; trial < 2000; ++trial) {
            std::vector<int> things;
            for (int t = 0; t < maxThings; ++t) {
                std::vector<int> free;
                for (int s = 0; s < n; ++s) {
                    if (std::all_of(things.begin(), things.end(), [&](int x) {
                            return dist[std::size_t(s)][std::size_t(x)] > 1;
                        }))
                        free.push_back(s);
                }
                QVERIFY(!free.empty());
                things.push_back(free[random() % free.size()]);
            }
            std::vector<int> bases;
            for (int s = 0; s < n; ++s) {
                if (std::all_of(things.begin(), things.end(),
                                [&](int x) { return dist[std::size_t(s)][std::size_t(x)] > 1; }))
                    bases.push_back(s);
            }
            bool room = false;
            for (const int a : bases) {
                for (const int b : bases)
                    room = room || dist[std::size_t(a)][std::size_t(b)] >= 3;
            }
            QVERIFY(room);
        }
    }

    void writersRoundTrip()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QVERIFY(content);
        QCOMPARE(data::galaxyToJson(content->galaxy), shipped("galaxy.json"));
        QCOMPARE(data::shipsToJson(content->ships), shipped("ships.json"));
        QCOMPARE(data::thingsToJson(content->things), shipped("things.json"));
        QCOMPARE(data::rulesetToJson(content->ruleset), shipped("ruleset.json"));

        god::Galaxy galaxy;
        galaxy.id = "tiny";
        galaxy.name = "Tiny";
        galaxy.sectors = {{0, 0}, {1, 0}, {2, 0}};
        galaxy.things = {{2, "planet"}};
        god::Galaxy back;
        QVERIFY(data::loadGalaxy(data::galaxyToJson(galaxy), QStringLiteral("x"), back, errors));
        QCOMPARE(errors, QStringList{});
        QCOMPARE(back.sectors, galaxy.sectors);
        QCOMPARE(back.things.size(), std::size_t(1));
        QCOMPARE(back.things[0].sector, 2);
        QCOMPARE(back.things[0].thing, std::string("planet"));
    }

    void galaxyErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        const char *head =
            R"("format": "starboard.galaxy", "formatVersion": 1, "id": "g", "name": "G")";
        auto doc = [head](const char *rest) {
            return json(qPrintable(
                QStringLiteral("{%1, %2}").arg(QLatin1String(head), QLatin1String(rest))));
        };
        QTest::newRow("unknown key")
            << doc(R"("sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}],
                                                "sector": [])")
            << QStringList{QStringLiteral("g.json: (root): unknown key 'sector'")};
        QTest::newRow("unknown key in a sector")
            << doc(R"("sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0, "s": -1}])")
            << QStringList{QStringLiteral("g.json: /sectors/1: unknown key 's'")};
        QTest::newRow("missing key")
            << json(R"({"format": "starboard.galaxy", "formatVersion": 1, "id": "g",
                        "sectors": [{"q": 0, "r": 0}, {"q": 1}]})")
            << QStringList{QStringLiteral("g.json: (root): missing key 'name'"),
                           QStringLiteral("g.json: /sectors/1: missing key 'r'")};
        QTest::newRow("wrong types, every one reported")
            << doc(R"("sectors": [{"q": "0", "r": 0}, {"q": 1, "r": true}, 5])")
            << QStringList{
                   QStringLiteral("g.json: /sectors/0/q: expected an integer, found a string"),
                   QStringLiteral("g.json: /sectors/1/r: expected an integer, found a boolean"),
                   QStringLiteral("g.json: /sectors/2: expected an object, found a number")};
        QTest::newRow("sectors not an array")
            << doc(R"("sectors": {"q": 0, "r": 0})")
            << QStringList{QStringLiteral("g.json: /sectors: expected an array, found an object")};
        QTest::newRow("out of range")
            << doc(R"("sectors": [{"q": 0, "r": 0}, {"q": 1001, "r": 0}])")
            << QStringList{QStringLiteral(
                   "g.json: /sectors/1/q: must be between -1000 and 1000 (found 1001)")};
        QTest::newRow("duplicate sectors")
            << doc(R"("sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}, {"q": 0, "r": 0},
                                  {"q": 1, "r": 0}])")
            << QStringList{
                   QStringLiteral("g.json: /sectors/2: duplicate sector 0,0 (first at /sectors/0)"),
                   QStringLiteral(
                       "g.json: /sectors/3: duplicate sector 1,0 (first at /sectors/1)")};
        QTest::newRow("one sector")
            << doc(R"("sectors": [{"q": 0, "r": 0}])")
            << QStringList{
                   QStringLiteral("g.json: /sectors: a galaxy needs at least 2 sectors (found 1)")};
        QTest::newRow("not connected")
            << doc(R"("sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}, {"q": 3, "r": 0},
                                  {"q": 4, "r": -1}])")
            << QStringList{QStringLiteral(
                   "g.json: /sectors/2: sector 3,0 cannot be reached from sector 0,0 (the galaxy "
                   "must be connected; 2 sector(s) cut off)")};
        QTest::newRow("bad id")
            << json(R"({"format": "starboard.galaxy", "formatVersion": 1, "id": "Big Map",
                        "name": " ", "sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}]})")
            << QStringList{QStringLiteral(
                               "g.json: /id: 'Big Map' is not a valid id (use lowercase letters, "
                               "digits and '-')"),
                           QStringLiteral("g.json: /name: must not be empty")};
        QTest::newRow("fixed Thing in a missing sector")
            << doc(R"("sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}],
                      "things": [{"sector": 2, "thing": "planet"}])")
            << QStringList{QStringLiteral("g.json: /things/0/sector: there is no sector number 2 "
                                          "(the galaxy has 2 sector(s))")};
        QTest::newRow("two fixed Things in one sector")
            << doc(R"("sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}],
                      "things": [{"sector": 1, "thing": "planet"}, {"sector": 1, "thing": "asteroid"}])")
            << QStringList{QStringLiteral(
                   "g.json: /things/1/sector: sector 1,0 already has a Thing (/things/0)")};
        QTest::newRow("fixed Thing errors")
            << doc(R"("sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}],
                      "things": [{"sector": -1, "thing": "planet", "x": 0}, {"sector": 0}])")
            << QStringList{
                   QStringLiteral("g.json: /things/0/sector: must be at least 0 (found -1)"),
                   QStringLiteral("g.json: /things/0: unknown key 'x'"),
                   QStringLiteral("g.json: /things/1: missing key 'thing'")};
    }

    // Designer galaxies: the optional Starbase sectors (docs/data-formats.md).
    void starbaseSectorErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        const char *head =
            R"("format": "starboard.galaxy", "formatVersion": 1, "id": "g", "name": "G",
               "sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}, {"q": 2, "r": 0}, {"q": 3, "r": 0}])";
        auto doc = [head](const char *rest) {
            return json(qPrintable(
                QStringLiteral("{%1, %2}").arg(QLatin1String(head), QLatin1String(rest))));
        };
        auto shippedWith = [](const QJsonArray &bases) {
            QJsonObject galaxy = shipped("galaxy.json");
            galaxy.insert(QStringLiteral("starbaseSectors"), bases);
            return galaxy;
        };
        QTest::newRow("missing sector")
            << shippedWith({0, 50, 140})
            << QStringList{
                   QStringLiteral("g.json: /starbaseSectors/2: there is no sector number 140 "
                                  "(the galaxy has 102 sector(s))")};
        QTest::newRow("twice")
            << doc(R"("starbaseSectors": [0, 3, 2, 0, 3])")
            << QStringList{QStringLiteral(
                               "g.json: /starbaseSectors/3: duplicate Starbase sector 0,0 (first "
                               "at /starbaseSectors/0)"),
                           QStringLiteral(
                               "g.json: /starbaseSectors/4: duplicate Starbase sector 3,0 (first "
                               "at /starbaseSectors/1)")};
        QTest::newRow("on a fixed Thing")
            << doc(R"("things": [{"sector": 3, "thing": "asteroid"}, {"sector": 1, "thing": "planet"}],
                      "starbaseSectors": [0, 1, 2])")
            << QStringList{QStringLiteral(
                   "g.json: /starbaseSectors/1: sector 1,0 already has a Thing (/things/1)")};
        QTest::newRow("one") << doc(R"("starbaseSectors": [2])")
                             << QStringList{QStringLiteral(
                                    "g.json: /starbaseSectors: a galaxy needs at least 2 "
                                    "Starbase sectors when it lists them (found 1)")};
        QTest::newRow("empty") << doc(R"("starbaseSectors": [])")
                               << QStringList{QStringLiteral(
                                      "g.json: /starbaseSectors: a galaxy needs at least 2 "
                                      "Starbase sectors when it lists them (found 0)")};
        QTest::newRow("not sector indexes")
            << doc(R"("starbaseSectors": [0, "1", -1, 2.5])")
            << QStringList{
                   QStringLiteral(
                       "g.json: /starbaseSectors/1: expected an integer, found a string"),
                   QStringLiteral("g.json: /starbaseSectors/2: must be at least 0 (found -1)"),
                   QStringLiteral("g.json: /starbaseSectors/3: expected an integer, found 2.5")};
        QTest::newRow("not an array")
            << doc(R"("starbaseSectors": 3)")
            << QStringList{
                   QStringLiteral("g.json: /starbaseSectors: expected an array, found a number")};
    }

    void starbaseSectorErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(::galaxyErrors(doc), errors);
    }

    void starbaseSectorsLoad()
    {
        QJsonObject doc = shipped("galaxy.json");
        doc.insert(QStringLiteral("starbaseSectors"), QJsonArray{96, 5, 50});
        QStringList errors;
        god::Galaxy galaxy;
        QVERIFY(data::loadGalaxy(doc, QStringLiteral("g.json"), galaxy, errors));
        QCOMPARE(errors, QStringList{});
        QCOMPARE(galaxy.starbaseSectors, (std::vector<int>{96, 5, 50})); // in the file's order
        QCOMPARE(data::galaxyToJson(galaxy), doc);
        god::Galaxy plain;
        QVERIFY(data::loadGalaxy(shipped("galaxy.json"), QStringLiteral("g.json"), plain, errors));
        QVERIFY(plain.starbaseSectors.empty());
        QVERIFY(!data::galaxyToJson(plain).contains(QStringLiteral("starbaseSectors")));

        // The sectors next to fixed Things are fine (5.2's fallback may then use them).
        QJsonObject fixed = doc;
        fixed.insert(QStringLiteral("things"),
                     QJsonArray{QJsonObject{{QStringLiteral("sector"), 4},
                                            {QStringLiteral("thing"), QStringLiteral("planet")}}});
        QVERIFY(data::loadGalaxy(fixed, QStringLiteral("g.json"), galaxy, errors));
        QCOMPARE(errors, QStringList{});

        // In a record's content, too.
        QJsonObject documents;
        documents.insert(QStringLiteral("ships"), shipped("ships.json"));
        documents.insert(QStringLiteral("things"), shipped("things.json"));
        documents.insert(QStringLiteral("ruleset"), shipped("ruleset.json"));
        documents.insert(QStringLiteral("galaxy"), doc);
        const auto content = std::dynamic_pointer_cast<const god::Content>(
            data::contentFromDocuments("galaxy-of-d", documents, QStringLiteral("r.json"), errors));
        QVERIFY2(content, qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(content->galaxy.starbaseSectors, (std::vector<int>{96, 5, 50}));
        fixed.insert(QStringLiteral("starbaseSectors"), QJsonArray{4, 5});
        documents.insert(QStringLiteral("galaxy"), fixed);
        QVERIFY(!data::contentFromDocuments("galaxy-of-d", documents, QStringLiteral("r.json"),
                                            errors));
        QCOMPARE(errors, QStringList{QStringLiteral(
                             "r.json: /content/galaxy/starbaseSectors/0: sector 7,-5 already has a "
                             "Thing (/content/galaxy/things/0)")});
    }

    void galaxyErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(::galaxyErrors(doc), errors);
    }

    void tooManySectors()
    {
        QJsonArray sectors;
        for (int i = 0; i < 4097; ++i)
            sectors.append(
                QJsonObject{{QStringLiteral("q"), i % 64}, {QStringLiteral("r"), i / 64}});
        QJsonObject doc = shipped("galaxy.json");
        doc.insert(QStringLiteral("sectors"), sectors);
        QCOMPARE(::galaxyErrors(doc),
                 QStringList{QStringLiteral(
                     "g.json: /sectors: a galaxy has at most 4096 sectors (found 4097)")});
    }

    void shipsErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        auto doc = [](const char *ships) {
            return json(qPrintable(
                QStringLiteral(
                    R"({"format": "starboard.ships", "formatVersion": 1, "ships": [%1]})")
                    .arg(QLatin1String(ships))));
        };
        const char *ok =
            R"({"id": "a", "name": "A", "cost": 1, "speed": 1, "attack": 1, "armor": 1, "chits": 1})";
        QTest::newRow("valid") << doc(ok) << QStringList{};
        QTest::newRow("empty") << doc("")
                               << QStringList{QStringLiteral(
                                      "s.json: /ships: the ship table needs at least one ship")};
        QTest::newRow("duplicate id")
            << doc(qPrintable(QStringLiteral("%1, %1").arg(QLatin1String(ok))))
            << QStringList{
                   QStringLiteral("s.json: /ships/1/id: duplicate id 'a' (first at /ships/0/id)")};
        QTest::newRow("misspelt key")
            << doc(R"({"id": "a", "name": "A", "cost": 1, "speed": 1, "attack": 1, "armour": 1, "chits": 1})")
            << QStringList{QStringLiteral("s.json: /ships/0: missing key 'armor'"),
                           QStringLiteral("s.json: /ships/0: unknown key 'armour'")};
        QTest::newRow("ranges")
            << doc(R"({"id": "a", "name": "A", "cost": -1, "speed": 10, "attack": -2, "armor": 0,
                       "chits": 100, "starbaseDamage": -1})")
            << QStringList{
                   QStringLiteral("s.json: /ships/0/cost: must be between 0 and 10000 (found -1)"),
                   QStringLiteral("s.json: /ships/0/speed: must be between 1 and 9 (found 10)"),
                   QStringLiteral(
                       "s.json: /ships/0/attack: must be between 0 and 10000 (found -2)"),
                   QStringLiteral("s.json: /ships/0/armor: must be between 1 and 10000 (found 0)"),
                   QStringLiteral("s.json: /ships/0/chits: must be between 0 and 99 (found 100)"),
                   QStringLiteral(
                       "s.json: /ships/0/starbaseDamage: must be between 0 and 10000 (found -1)")};
        QTest::newRow("types")
            << doc(R"({"id": 7, "name": "A", "cost": 2.5, "speed": 1, "attack": 1, "armor": 1,
                       "chits": 1, "carriesCargo": "yes", "special": 3})")
            << QStringList{
                   QStringLiteral("s.json: /ships/0/id: expected a string, found a number"),
                   QStringLiteral("s.json: /ships/0/cost: expected an integer, found 2.5"),
                   QStringLiteral(
                       "s.json: /ships/0/carriesCargo: expected true or false, found a string"),
                   QStringLiteral("s.json: /ships/0/special: expected a string, found a number")};
    }

    void shipsErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(::shipsErrors(doc), errors);
    }

    void tooManyShipTypes()
    {
        QJsonArray ships;
        for (int i = 0; i < 33; ++i) {
            ships.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("s%1").arg(i)},
                                     {QStringLiteral("name"), QStringLiteral("S")},
                                     {QStringLiteral("cost"), 1},
                                     {QStringLiteral("speed"), 1},
                                     {QStringLiteral("attack"), 1},
                                     {QStringLiteral("armor"), 1},
                                     {QStringLiteral("chits"), 1}});
        }
        QJsonObject doc = shipped("ships.json");
        doc.insert(QStringLiteral("ships"), ships);
        QCOMPARE(::shipsErrors(doc),
                 QStringList{QStringLiteral(
                     "s.json: /ships: the ship table has at most 32 ships (found 33)")});
    }

    void thingsErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        auto doc = [](const char *things) {
            return json(qPrintable(
                QStringLiteral(R"({"format": "starboard.things", "formatVersion": 1, "things": [
                    {"id": "port", "name": "Port", "kind": "spaceport", "count": 1}%1]})")
                    .arg(QLatin1String(things))));
        };
        QTest::newRow("valid") << doc("") << QStringList{};
        QTest::newRow("unknown kind")
            << doc(R"(, {"id": "moon", "name": "Moon", "kind": "moon", "count": 1})")
            << QStringList{QStringLiteral("t.json: /things/1/kind: must be one of 'planet', "
                                          "'asteroid', 'spaceport', 'pirate' (found 'moon')")};
        QTest::newRow("pirate without ship")
            << doc(R"(, {"id": "p", "name": "P", "kind": "pirate", "count": 1})")
            << QStringList{QStringLiteral("t.json: /things/1: missing key 'ship'")};
        QTest::newRow("ship of a planet")
            << doc(R"(, {"id": "p", "name": "P", "kind": "planet", "count": 1, "ship": "cruiser", "income": 2})")
            << QStringList{QStringLiteral("t.json: /things/1/ship: only pirates have a ship")};
        QTest::newRow("income of a pirate")
            << doc(R"(, {"id": "p", "name": "P", "kind": "pirate", "count": 1, "ship": "cruiser", "income": 2})")
            << QStringList{QStringLiteral(
                   "t.json: /things/1/income: only planets and asteroids have an income")};
        QTest::newRow("count and duplicate")
            << doc(R"(, {"id": "port", "name": "P", "kind": "planet", "count": 0})")
            << QStringList{
                   QStringLiteral(
                       "t.json: /things/1/id: duplicate id 'port' (first at /things/0/id)"),
                   QStringLiteral("t.json: /things/1/count: must be between 1 and 99 (found 0)")};
        QTest::newRow("no spaceport")
            << json(R"({"format": "starboard.things", "formatVersion": 1, "things": [
                    {"id": "planet", "name": "Planet", "kind": "planet", "count": 8, "income": 2}]})")
            << QStringList{QStringLiteral(
                   "t.json: /things: no Thing of kind 'spaceport' (the game needs a Spaceport)")};
        QTest::newRow("empty")
            << json(R"({"format": "starboard.things", "formatVersion": 1, "things": []})")
            << QStringList{QStringLiteral("t.json: /things: the list of Things must not be empty")};
    }

    void thingsErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(::thingsErrors(doc), errors);
    }

    void rulesetErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        QTest::newRow("decay 0 (the game must end)")
            << rulesetWith(QStringLiteral("starbaseDecay"), 0)
            << QStringList{
                   QStringLiteral("r.json: /starbaseDecay: must be between 1 and 10000 (found 0)")};
        QTest::newRow("die without sides")
            << rulesetWith(QStringLiteral("dieSides"), 0)
            << QStringList{
                   QStringLiteral("r.json: /dieSides: must be between 1 and 100 (found 0)")};
        QTest::newRow("pirate roll above the die")
            << rulesetWith(QStringLiteral("pirateMoveMaxRoll"), 7)
            << QStringList{
                   QStringLiteral("r.json: /pirateMoveMaxRoll: must not exceed dieSides (6)")};
        QTest::newRow("unknown setup")
            << rulesetWith(QStringLiteral("setup"), QStringLiteral("fast"))
            << QStringList{QStringLiteral(
                   "r.json: /setup: must be one of 'normal', 'quick' (found 'fast')")};
        QTest::newRow("missing name")
            << rulesetWith(QStringLiteral("name"), QJsonValue(QJsonValue::Undefined))
            << QStringList{QStringLiteral("r.json: (root): missing key 'name'")};
        // A parameter left out takes the standard value, which must still fit the others.
        QTest::newRow("left-out roll above the die")
            << json(R"({"format": "starboard.ruleset", "formatVersion": 1, "id": "d2",
                        "name": "Two-sided die", "dieSides": 2})")
            << QStringList{
                   QStringLiteral("r.json: /pirateMoveMaxRoll: must not exceed dieSides (2)")};
        QTest::newRow("unknown member")
            << rulesetWith(QStringLiteral("cashcap"), 25)
            << QStringList{QStringLiteral("r.json: (root): unknown key 'cashcap'")};
        QTest::newRow("quick things")
            << rulesetWith(QStringLiteral("quickThings"), QJsonArray{QStringLiteral("planet"), 3})
            << QStringList{
                   QStringLiteral("r.json: /quickThings/1: expected a string, found a number")};
    }

    void rulesetErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(::rulesetErrors(doc), errors);
    }

    // A rule variant stores only what differs from the standard rules: the parameters it
    // leaves out take the standard values, and the game is created from it.
    void partialRuleset()
    {
        const QJsonObject doc = json(R"({"format": "starboard.ruleset", "formatVersion": 1,
                                         "id": "rich", "name": "Rich galaxy", "cashCap": 40,
                                         "setup": "quick"})");
        god::Ruleset rules;
        QStringList errors;
        QVERIFY2(data::loadRuleset(doc, QStringLiteral("rich.json"), rules, errors),
                 qPrintable(errors.join('\n')));
        const god::Ruleset standard;
        QCOMPARE(rules.id, std::string("rich"));
        QCOMPARE(rules.name, std::string("Rich galaxy"));
        QCOMPARE(rules.cashCap, 40);
        QCOMPARE(rules.setup, god::SetupMode::Quick);
        QCOMPARE(rules.dieSides, standard.dieSides);
        QCOMPARE(rules.starbaseArmor, standard.starbaseArmor);
        QCOMPARE(rules.pirateMoveMaxRoll, standard.pirateMoveMaxRoll);
        QVERIFY(rules.quickThings == standard.quickThings);
        // Only the id and the name are required.
        QCOMPARE(::rulesetErrors(json(R"({"format": "starboard.ruleset", "formatVersion": 1})")),
                 (QStringList{QStringLiteral("r.json: (root): missing key 'id'"),
                              QStringLiteral("r.json: (root): missing key 'name'")}));
    }

    void crossFileChecks()
    {
        QStringList errors;
        const auto shippedGod = shippedContent(errors);
        QVERIFY(shippedGod);
        god::Content content = *shippedGod;
        content.things[3].ship = "frigate";
        content.galaxy.things = {{0, "moon"},
                                 {200, "planet"},
                                 {5, "pirate-cruiser"},
                                 {0, "asteroid"}}; // a fixed pirate is fine
        content.ruleset.quickThings = {"spaceport", "comet", "pirate-scavenger"};
        QVERIFY(!data::checkGodContent(content, errors));
        QCOMPARE(
            errors,
            (QStringList{
                QStringLiteral(
                    "things.json: /things/3/ship: unknown ship 'frigate' (not in ships.json)"),
                QStringLiteral(
                    "galaxy.json: /things/0/thing: unknown thing 'moon' (not in things.json)"),
                QStringLiteral("galaxy.json: /things/1/sector: there is no sector number 200 (the "
                               "galaxy has 102 sector(s))"),
                QStringLiteral("galaxy.json: /things/3/sector: sector -2,-5 already has a Thing"),
                QStringLiteral(
                    "ruleset.json: /quickThings/1: unknown thing 'comet' (not in things.json)"),
                QStringLiteral("ruleset.json: /quickThings/2: 'pirate-scavenger' is a pirate; "
                               "the quick setup has no pirates")}));

        // With the files named.
        errors.clear();
        content = *shippedGod;
        content.things[4].ship = "galleon";
        data::ContentFiles names;
        names.ships = QStringLiteral("my/ships.json");
        names.things = QStringLiteral("my/things.json");
        QVERIFY(!data::checkGodContent(content, names, errors));
        QCOMPARE(errors, (QStringList{QStringLiteral(
                             "my/things.json: /things/4/ship: unknown ship 'galleon' (not "
                             "in my/ships.json)")}));

        // Starbase sectors of a galaxy made in code.
        errors.clear();
        content = *shippedGod;
        content.galaxy.things = {{7, "planet"}};
        content.galaxy.starbaseSectors = {0, 200, 0, 7, 1};
        QVERIFY(!data::checkGodContent(content, errors));
        QCOMPARE(
            errors,
            (QStringList{
                QStringLiteral("galaxy.json: /starbaseSectors/1: there is no sector number 200 "
                               "(the galaxy has 102 sector(s))"),
                QStringLiteral("galaxy.json: /starbaseSectors/2: duplicate Starbase sector -2,-5 "
                               "(first at /starbaseSectors/0)"),
                QStringLiteral("galaxy.json: /starbaseSectors/3: sector 5,-4 already has a "
                               "Thing (/things/0)")}));
        errors.clear();
        content.galaxy.starbaseSectors = {3};
        QVERIFY(!data::checkGodContent(content, errors));
        QCOMPARE(errors, QStringList{QStringLiteral(
                             "galaxy.json: /starbaseSectors: a galaxy needs at least 2 Starbase "
                             "sectors when it lists them (found 1)")});
        errors.clear();
        content.galaxy.starbaseSectors = {3, 1};
        QVERIFY(data::checkGodContent(content, errors));
        QCOMPARE(errors, QStringList{});

        errors.clear();
        content = *shippedGod;
        content.galaxy.sectors.resize(4097);
        content.ships.resize(33);
        QVERIFY(!data::checkGodContent(content, errors));
        QCOMPARE(errors,
                 (QStringList{
                     QStringLiteral(
                         "galaxy.json: /sectors: a galaxy has at most 4096 sectors (found 4097)"),
                     QStringLiteral(
                         "ships.json: /ships: the ship table has at most 32 ships (found 33)")}));
    }

    // The Workshop's checks of one open file: its own, then those across files with the other
    // open files (companions) or the shipped ones, named in words, never by a ":/" path.
    void validateWithCompanions()
    {
        // A galaxy naming a Thing that the shipped Things lack.
        QJsonObject galaxy = shipped("galaxy.json");
        galaxy.insert(QStringLiteral("things"),
                      QJsonArray{QJsonObject{{"sector", 0}, {"thing", "moon"}}});
        QCOMPARE(data::validateDocument(galaxy, QStringLiteral("g.json")), QStringList{});
        QCOMPARE(data::validateWithCompanions(galaxy, QStringLiteral("g.json"), {}),
                 QStringList{QStringLiteral("g.json: /things/0/thing: unknown thing 'moon' (not "
                                            "in the shipped Things)")});
        // ... and an open Things file that has it.
        QJsonObject things = shipped("things.json");
        QJsonArray list = things.value(QLatin1String("things")).toArray();
        list.append(QJsonObject{
            {"id", "moon"}, {"name", "Moon"}, {"kind", "planet"}, {"count", 1}, {"income", 1}});
        things.insert(QStringLiteral("things"), list);
        QCOMPARE(data::validateWithCompanions(galaxy, QStringLiteral("g.json"),
                                              {{things, QStringLiteral("t.json")}}),
                 QStringList{});
        // A companion with problems of its own is not used: the shipped file is.
        QJsonObject broken = things;
        broken.insert(QStringLiteral("colour"), QStringLiteral("red"));
        QCOMPARE(data::validateWithCompanions(galaxy, QStringLiteral("g.json"),
                                              {{broken, QStringLiteral("t.json")}})
                     .size(),
                 1);

        // A rule variant naming an unknown Thing.
        QJsonObject variant = shipped("variants/short-game.json");
        variant.insert(QStringLiteral("quickThings"), QJsonArray{"spaceport", "comet"});
        QCOMPARE(data::validateWithCompanions(variant, QStringLiteral("v.json"), {}),
                 QStringList{QStringLiteral("v.json: /quickThings/1: unknown thing 'comet' (not "
                                            "in the shipped Things)")});

        // A Things file without planets: the shipped rules and galaxy it plays with break; the
        // messages name the shipped files in words.
        list = things.value(QLatin1String("things")).toArray();
        for (qsizetype i = list.size() - 1; i >= 0; --i)
            if (list[i].toObject().value(QLatin1String("id")) == QLatin1String("planet"))
                list.removeAt(i);
        things.insert(QStringLiteral("things"), list);
        const QStringList errors =
            data::validateWithCompanions(things, QStringLiteral("t.json"), {});
        QVERIFY(!errors.isEmpty());
        QVERIFY2(errors.contains(QStringLiteral("the shipped rules: /quickThings/1: unknown thing "
                                                "'planet' (not in t.json)")),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        for (const QString &error : errors)
            QVERIFY2(!error.contains(QLatin1String(":/")), qPrintable(error));

        // A ship table without the pirates' ships.
        QJsonObject ships = shipped("ships.json");
        QJsonArray shipList = ships.value(QLatin1String("ships")).toArray();
        shipList.removeAt(3); // the cruiser, a pirate's ship
        ships.insert(QStringLiteral("ships"), shipList);
        const QStringList shipErrors =
            data::validateWithCompanions(ships, QStringLiteral("s.json"), {});
        QVERIFY(!shipErrors.isEmpty());
        for (const QString &error : shipErrors) {
            QVERIFY2(error.startsWith(QLatin1String("the shipped Things: /things/")) &&
                         error.endsWith(QLatin1String("(not in s.json)")),
                     qPrintable(error));
        }

        // A file with problems of its own: those first, no checks across files.
        galaxy.insert(QStringLiteral("colour"), QStringLiteral("red"));
        QCOMPARE(data::validateWithCompanions(galaxy, QStringLiteral("g.json"), {}),
                 QStringList{QStringLiteral("g.json: (root): unknown key 'colour'")});
    }

    // The shipped defaults are named in words in the loader's messages.
    void shippedFilesNamedInWords()
    {
        QStringList errors;
        data::ContentFiles files;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("ships.json"));
        QJsonObject ships = shipped("ships.json");
        QJsonArray list = ships.value(QLatin1String("ships")).toArray();
        list.removeAt(3); // the cruiser, a pirate's ship
        ships.insert(QStringLiteral("ships"), list);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(ships).toJson());
        file.close();
        files.ships = path;
        QVERIFY(!data::loadContent("galaxy-of-d", files, errors));
        QVERIFY(!errors.isEmpty());
        for (const QString &error : std::as_const(errors)) {
            QVERIFY2(error.startsWith(QLatin1String("the shipped Things: ")), qPrintable(error));
            QVERIFY2(error.endsWith(QStringLiteral("(not in %1)").arg(path)), qPrintable(error));
        }
    }

    void loadContentReportsEveryFile()
    {
        // Errors in two files and a cross-file error do not hide each other... but the
        // cross-file checks only run once every file loads.
        QStringList errors;
        data::ContentFiles files;
        files.galaxy = kGod + QStringLiteral("ships.json");
        files.things = QStringLiteral("/nonexistent/things.json");
        QVERIFY(!data::loadContent("galaxy-of-d", files, errors));
        QCOMPARE(errors,
                 (QStringList{QStringLiteral(":/data/galaxy-of-d/ships.json: /format: expected "
                                             "'starboard.galaxy', found 'starboard.ships'"),
                              QStringLiteral("/nonexistent/things.json: cannot open the file: No "
                                             "such file or directory")}));

        errors.clear();
        QVERIFY(!data::loadContent("chess", {}, errors));
        QCOMPARE(errors,
                 QStringList{QStringLiteral(
                     "unknown game 'chess' (games with content: galaxy-of-d, galaxy-command, "
                     "galaxy-fighters, galactic-warfare)")});
        QCOMPARE(
            data::gamesWithContent(),
            (QStringList{QStringLiteral("galaxy-of-d"), QStringLiteral("galaxy-command"),
                         QStringLiteral("galaxy-fighters"), QStringLiteral("galactic-warfare")}));
    }

    void contentDocumentsRoundTrip()
    {
        QStringList errors;
        const auto documents = data::contentDocuments("galaxy-of-d", {}, errors);
        QCOMPARE(errors, QStringList{});
        QVERIFY(documents);
        QCOMPARE(documents->keys(),
                 (QStringList{QStringLiteral("galaxy"), QStringLiteral("ruleset"),
                              QStringLiteral("ships"), QStringLiteral("things")}));
        QCOMPARE(documents->value(QLatin1String("ships")).toObject(), shipped("ships.json"));
        const auto content =
            std::dynamic_pointer_cast<const god::Content>(data::contentFromDocuments(
                "galaxy-of-d", *documents, QStringLiteral("rec.json"), errors));
        QCOMPARE(errors, QStringList{});
        QVERIFY(content);
        QCOMPARE(content->galaxy.sectors.size(), std::size_t(102));

        // Messages point into the record's "content".
        QJsonObject broken = *documents;
        QJsonObject ships = broken.value(QLatin1String("ships")).toObject();
        QJsonArray list = ships.value(QLatin1String("ships")).toArray();
        QJsonObject first = list[0].toObject();
        first.insert(QStringLiteral("speed"), 0);
        list[0] = first;
        ships.insert(QStringLiteral("ships"), list);
        broken.insert(QStringLiteral("ships"), ships);
        broken.remove(QStringLiteral("ruleset"));
        broken.insert(QStringLiteral("deck"), QJsonObject{});
        QVERIFY(
            !data::contentFromDocuments("galaxy-of-d", broken, QStringLiteral("rec.json"), errors));
        QCOMPARE(errors, (QStringList{QStringLiteral("rec.json: /content: missing key 'ruleset'"),
                                      QStringLiteral("rec.json: /content: unknown key 'deck'")}));
        broken.remove(QStringLiteral("deck"));
        broken.insert(QStringLiteral("ruleset"), documents->value(QLatin1String("ruleset")));
        errors.clear();
        QVERIFY(
            !data::contentFromDocuments("galaxy-of-d", broken, QStringLiteral("rec.json"), errors));
        QCOMPARE(errors,
                 QStringList{QStringLiteral(
                     "rec.json: /content/ships/ships/0/speed: must be between 1 and 9 (found 0)")});
        errors.clear();
        QVERIFY(
            !data::contentFromDocuments("chess", *documents, QStringLiteral("rec.json"), errors));
        QCOMPARE(errors,
                 QStringList{QStringLiteral(
                     "rec.json: /content: unknown game 'chess' (games with content: galaxy-of-d, "
                     "galaxy-command, galaxy-fighters, galactic-warfare)")});
    }
};

QTEST_GUILESS_MAIN(TestGodContent)
#include "tst_data_god_content.moc"
