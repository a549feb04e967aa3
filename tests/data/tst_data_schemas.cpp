// The JSON Schemas in resources/schemas: every shipped file validates against the schema
// named by its format, the validator rejects invalid documents with pointed messages, and
// the loaders agree with the schemas on them.

#include "data/data.h"
#include "data/schema.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace starboard;

namespace {

QJsonObject json(const char *text)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

QStringList resourceFiles(const QString &root)
{
    QStringList files;
    QDirIterator it(root, {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    return files;
}

// The loader's verdict on a document, by its format.
QStringList loaderErrors(const QJsonObject &doc)
{
    const QByteArray bytes = QJsonDocument(doc).toJson();
    QStringList errors;
    const auto parsed = data::parseDocument(bytes, QStringLiteral("f.json"), {}, errors);
    if (!parsed)
        return errors;
    const QString format = parsed->value(QLatin1String("format")).toString();
    if (format == QLatin1String("starboard.galaxy")) {
        god::Galaxy x;
        data::loadGalaxy(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.ships")) {
        std::vector<god::ShipType> x;
        data::loadShips(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.things")) {
        std::vector<god::ThingType> x;
        data::loadThings(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.ruleset")) {
        god::Ruleset x;
        data::loadRuleset(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.gc-deck")) {
        std::vector<gc::Card> x;
        data::loadGcDeck(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.gc-technologies")) {
        std::vector<gc::Technology> x;
        data::loadGcTechnologies(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.gc-ruleset")) {
        gc::Ruleset x;
        data::loadGcRuleset(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.gf-spawn-deck")) {
        gf::SpawnDeck x;
        data::loadGfSpawnDeck(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.gf-ships")) {
        std::vector<gf::ShipCard> x;
        data::loadGfShips(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.gf-equipment")) {
        gf::Equipment x;
        data::loadGfEquipment(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.gf-ruleset")) {
        gf::Ruleset x;
        data::loadGfRuleset(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.gw-board")) {
        gw::Board x;
        data::loadGwBoard(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.gw-cards")) {
        gw::Deck x;
        data::loadGwCards(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.gw-ruleset")) {
        gw::Ruleset x;
        data::loadGwRuleset(*parsed, QStringLiteral("f.json"), x, errors);
    } else if (format == QLatin1String("starboard.record")) {
        data::recordFromJson(*parsed, QStringLiteral("f.json"), errors);
    }
    return errors;
}

} // namespace

class TestSchemas : public QObject
{
    Q_OBJECT

private slots:
    void schemasUseSupportedKeywords()
    {
        const QStringList schemas = resourceFiles(QStringLiteral(":/schemas"));
        QCOMPARE(schemas.size(), 15);
        for (const auto &path : schemas) {
            QStringList errors;
            QVERIFY(data::JsonSchema::load(path, errors));
            QCOMPARE(errors, QStringList{});
        }
        for (const auto &format : data::knownFormats())
            QVERIFY2(QFile::exists(data::schemaPathForFormat(format)), qPrintable(format));
    }

    void shippedFilesValidate()
    {
        const QStringList files = resourceFiles(QStringLiteral(":/data"));
        QVERIFY(files.size() >= 9);
        for (const auto &path : files) {
            QStringList errors;
            const auto doc = data::readDocument(path, {}, errors);
            QCOMPARE(errors, QStringList{});
            QVERIFY(doc);
            QCOMPARE(data::validateAgainstSchema(*doc, path), QStringList{});
            QCOMPARE(data::validateFile(path), QStringList{});
        }
    }

    void recordValidates_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("galaxy-of-d") << QStringLiteral("galaxy-of-d");
        QTest::newRow("galaxy-command") << QStringLiteral("galaxy-command");
        QTest::newRow("galaxy-fighters") << QStringLiteral("galaxy-fighters");
        QTest::newRow("galactic-warfare") << QStringLiteral("galactic-warfare");
    }

    void recordValidates()
    {
        QFETCH(QString, game);
        QStringList errors;
        data::RecordFile file;
        file.record.gameId = game.toStdString();
        file.record.seed = 18446744073709551615ULL;
        file.record.actions = {1, 2, 3, Action(1) << 60};
        file.content =
            data::contentDocuments(file.record.gameId, {}, errors).value_or(QJsonObject());
        QCOMPARE(errors, QStringList{});
        const QJsonObject doc = data::recordToJson(file);
        QCOMPARE(data::validateAgainstSchema(doc, QStringLiteral("r.json")), QStringList{});
        const QJsonObject content = doc.value(QLatin1String("content")).toObject();
        for (auto it = content.begin(); it != content.end(); ++it) {
            QCOMPARE(data::validateAgainstSchema(it.value().toObject(), it.key()), QStringList{});
        }
    }

    void invalidDocuments_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        QTest::newRow("ship out of range and misspelt")
            << json(R"({"format": "starboard.ships", "formatVersion": 1, "ships": [
                {"id": "a", "name": "A", "cost": 1, "speed": 0, "attack": 1, "armour": 1, "chits": 1}]})")
            << QStringList{QStringLiteral("f.json: /ships/0: missing key 'armor'"),
                           QStringLiteral("f.json: /ships/0: unknown key 'armour'"),
                           QStringLiteral("f.json: /ships/0/speed: must be at least 1 (found 0)")};
        QTest::newRow("integer expected")
            << json(R"({"format": "starboard.ships", "formatVersion": 1, "ships": [
                {"id": "a", "name": "A", "cost": 2.5, "speed": 1, "attack": 1, "armor": 1, "chits": "1"}]})")
            << QStringList{
                   QStringLiteral("f.json: /ships/0/chits: expected an integer, found a string"),
                   QStringLiteral("f.json: /ships/0/cost: expected an integer, found 2.5")};
        QTest::newRow("bad id and empty list")
            << json(
                   R"({"format": "starboard.galaxy", "formatVersion": 1, "id": "My Map", "name": "",
                        "sectors": []})")
            << QStringList{
                   QStringLiteral("f.json: /id: 'My Map' does not match the pattern "
                                  "'^[a-z0-9][a-z0-9-]*$'"),
                   QStringLiteral("f.json: /name: must have at least 1 character(s) (found 0)"),
                   QStringLiteral("f.json: /sectors: must have at least 2 item(s) (found 0)")};
        QTest::newRow("duplicate sector")
            << json(R"({"format": "starboard.galaxy", "formatVersion": 1, "id": "g", "name": "G",
                        "sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}, {"q": 0, "r": 0}]})")
            << QStringList{
                   QStringLiteral("f.json: /sectors/2: duplicate item (same as /sectors/0)")};
        QTest::newRow("one Starbase sector, twice")
            << json(R"({"format": "starboard.galaxy", "formatVersion": 1, "id": "g", "name": "G",
                        "sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}],
                        "starbaseSectors": [1, 1]})")
            << QStringList{QStringLiteral(
                   "f.json: /starbaseSectors/1: duplicate item (same as /starbaseSectors/0)")};
        QTest::newRow("too few Starbase sectors")
            << json(R"({"format": "starboard.galaxy", "formatVersion": 1, "id": "g", "name": "G",
                        "sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}],
                        "starbaseSectors": [-1]})")
            << QStringList{
                   QStringLiteral(
                       "f.json: /starbaseSectors: must have at least 2 item(s) (found 1)"),
                   QStringLiteral("f.json: /starbaseSectors/0: must be at least 0 (found -1)")};
        QTest::newRow("newer version")
            << json(R"({"format": "starboard.things", "formatVersion": 2, "things": []})")
            << QStringList{
                   QStringLiteral("f.json: /formatVersion: must be 1 (found 2)"),
                   QStringLiteral("f.json: /things: must have at least 1 item(s) (found 0)")};
        QTest::newRow("pirate without ship")
            << json(R"({"format": "starboard.things", "formatVersion": 1, "things": [
                {"id": "p", "name": "P", "kind": "pirate", "count": 1}]})")
            << QStringList{QStringLiteral(
                               "f.json: /things/0: matches none of the 3 allowed form(s) (oneOf); "
                               "the closest one reports:"),
                           QStringLiteral("f.json: /things/0: missing key 'ship'")};
        QTest::newRow("ship of a planet")
            << json(R"({"format": "starboard.things", "formatVersion": 1, "things": [
                {"id": "p", "name": "P", "kind": "planet", "count": 1, "ship": "cruiser"}]})")
            << QStringList{QStringLiteral(
                               "f.json: /things/0: matches none of the 3 allowed form(s) (oneOf); "
                               "the closest one reports:"),
                           QStringLiteral("f.json: /things/0/ship: no value is allowed here")};
        QTest::newRow("unknown setup")
            <<
            [] {
                QFile file(QStringLiteral(":/data/galaxy-of-d/ruleset.json"));
                file.open(QIODevice::ReadOnly);
                QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
                doc.insert(QStringLiteral("setup"), QStringLiteral("fast"));
                return doc;
            }()
            << QStringList{QStringLiteral(
                   "f.json: /setup: must be one of 'normal', 'quick' (found 'fast')")};
        QTest::newRow("system with an event")
            << json(R"({"format": "starboard.gc-deck", "formatVersion": 1, "id": "d", "name": "D",
                        "cards": [{"number": 1, "id": "a", "name": "A", "kind": "near",
                                   "original": true, "metal": 0, "wealth": 1, "resistance": 3,
                                   "victoryPoints": 1, "event": "peace"}]})")
            << QStringList{QStringLiteral(
                               "f.json: /cards/0: matches none of the 7 allowed form(s) (oneOf); "
                               "the closest one reports:"),
                           QStringLiteral("f.json: /cards/0/event: no value is allowed here")};
        QTest::newRow("coup without a roll")
            << json(R"({"format": "starboard.gc-deck", "formatVersion": 1, "id": "d", "name": "D",
                        "cards": [{"number": 52, "id": "coup", "name": "Coup", "kind": "red-alert",
                                   "original": false, "event": "coup", "year1": {"amount": 2},
                                   "year2": {"amount": 2}, "threshold": 5}]})")
            << QStringList{QStringLiteral(
                               "f.json: /cards/0: matches none of the 7 allowed form(s) (oneOf); "
                               "the closest one reports:"),
                           QStringLiteral("f.json: /cards/0: missing key 'rollAtLeast'")};
        QTest::newRow("resource event without a resource")
            << json(R"({"format": "starboard.gc-deck", "formatVersion": 1, "id": "d", "name": "D",
                        "cards": [{"number": 10, "id": "ship", "name": "Ship", "kind": "event",
                                   "original": true, "event": "resource", "year1": {"amount": 1},
                                   "year2": {"resource": "metal", "amount": 1}}]})")
            << QStringList{QStringLiteral(
                               "f.json: /cards/0: matches none of the 7 allowed form(s) (oneOf); "
                               "the closest one reports:"),
                           QStringLiteral("f.json: /cards/0/year1: missing key 'resource'")};
        QTest::newRow("unknown technology")
            <<
            [] {
                QFile file(QStringLiteral(":/data/galaxy-command/technologies.json"));
                file.open(QIODevice::ReadOnly);
                QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
                QJsonArray list = doc.value(QLatin1String("technologies")).toArray();
                QJsonObject first = list[0].toObject();
                first.insert(QStringLiteral("id"), QStringLiteral("warp-drive"));
                list[0] = first;
                doc.insert(QStringLiteral("technologies"), list);
                return doc;
            }()
            << QStringList{QStringLiteral(
                   "f.json: /technologies/0/id: must be one of 'capital-ships', "
                   "'forward-star-bases', 'robot-workers', 'planetary-defenses', "
                   "'hyper-television', 'interstellar-diplomacy', 'interspecies-commerce', "
                   "'interstellar-banking' (found 'warp-drive')")};
        QTest::newRow("one year of events")
            <<
            [] {
                QFile file(QStringLiteral(":/data/galaxy-command/ruleset.json"));
                file.open(QIODevice::ReadOnly);
                QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
                doc.insert(QStringLiteral("yearEvents"), QJsonArray{7});
                return doc;
            }()
            << QStringList{
                   QStringLiteral("f.json: /yearEvents: must have at least 2 item(s) (found 1)")};
        QTest::newRow("drone with a cost")
            << json(R"({"format": "starboard.gf-ships", "formatVersion": 1, "id": "s", "name": "S",
                        "ships": [{"id": "gladius", "name": "Gladius", "text": "T",
                                   "special": "helper-drone", "specialCost": 1,
                                   "engines": ["afterburner"]}]})")
            << QStringList{
                   QStringLiteral(
                       "f.json: /ships/0: matches none of the 3 allowed form(s) (oneOf); "
                       "the closest one reports:"),
                   QStringLiteral("f.json: /ships/0/specialCost: no value is allowed here")};
        QTest::newRow("afterburner without range")
            << json(R"({"format": "starboard.gf-equipment", "formatVersion": 1, "id": "e",
                        "name": "E", "weapons": [{"id": "w", "name": "W", "text": "T",
                        "kind": "laser-beam", "cost": 1}], "engines": [{"id": "a", "name": "A",
                        "text": "T", "kind": "afterburner", "cost": 1}], "tiles": [{"id": "t",
                        "name": "T", "text": "T", "kind": "reroll"}]})")
            << QStringList{QStringLiteral(
                               "f.json: /engines/0: matches none of the 2 allowed form(s) (oneOf); "
                               "the closest one reports:"),
                           QStringLiteral("f.json: /engines/0: missing key 'range'")};
        QTest::newRow("stack of seven")
            << json(R"({"format": "starboard.gf-spawn-deck", "formatVersion": 1, "id": "d",
                        "name": "D", "kinds": [{"id": "y", "name": "Y", "speed": 1}],
                        "start": {"id": "s", "cells": [{"col": 0, "row": 5, "aliens": [
                            {"kind": "y", "facing": "toward"}]}]},
                        "cards": [{"id": "a", "cells": [{"col": 0, "row": 0, "aliens": [
                            {"kind": "y", "facing": "toward"}, {"kind": "y", "facing": "toward"},
                            {"kind": "y", "facing": "toward"}, {"kind": "y", "facing": "toward"},
                            {"kind": "y", "facing": "toward"}, {"kind": "y", "facing": "toward"},
                            {"kind": "y", "facing": "up"}]}]}]})")
            << QStringList{
                   QStringLiteral(
                       "f.json: /cards/0/cells/0/aliens: must have at most 6 item(s) (found 7)"),
                   QStringLiteral("f.json: /cards/0/cells/0/aliens/6/facing: must be one of "
                                  "'toward', 'away', 'left', 'right' (found 'up')"),
                   QStringLiteral("f.json: /start/cells/0/row: must be at most 4 (found 5)")};
        QTest::newRow("no die faces")
            << json(R"({"format": "starboard.gf-ruleset", "formatVersion": 1, "id": "r",
                        "name": "R", "dieFaces": [], "dice": 9})")
            << QStringList{
                   QStringLiteral("f.json: /dice: must be at most 8 (found 9)"),
                   QStringLiteral("f.json: /dieFaces: must have at least 1 item(s) (found 0)")};
        QTest::newRow("record seed")
            << json(R"({"format": "starboard.record", "formatVersion": 1, "game": "galaxy-of-d",
                        "players": 2, "seed": "-1", "actions": [], "content": {}})")
            << QStringList{QStringLiteral(
                               "f.json: /seed: matches none of the 2 allowed form(s) (anyOf); the "
                               "closest one reports:"),
                           QStringLiteral(
                               "f.json: /seed: '-1' does not match the pattern '^[0-9]{1,20}$'")};
    }

    void invalidDocuments()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(data::validateAgainstSchema(doc, QStringLiteral("f.json")), errors);
        // The loaders refuse what the schemas refuse.
        QVERIFY(!loaderErrors(doc).isEmpty());
    }

    void pointerEscaping()
    {
        const data::JsonSchema schema(
            json(R"({"type": "object", "additionalProperties": {"type": "integer"}})"));
        QStringList errors;
        schema.validate(json(R"({"a/b~c": "x", "ok": 1})"), QStringLiteral("f.json"), errors);
        QCOMPARE(errors, QStringList{QStringLiteral(
                             "f.json: /a~1b~0c: expected an integer, found a string")});
    }

    void unsupportedKeywordsAreReported()
    {
        const data::JsonSchema schema(
            json("{\"type\": \"object\", \"if\": {}, \"properties\": {\"a\": {\"$ref\": "
                 "\"#/$defs/none\"}, \"b\": {\"type\": \"float\"}}}"),
            QStringLiteral("s.json"));
        QCOMPARE(schema.checkSchema(),
                 (QStringList{QStringLiteral("s.json: /if: unsupported schema keyword 'if'"),
                              QStringLiteral("s.json: /properties/a/$ref: cannot resolve "
                                             "'#/$defs/none' (only '#...' pointers into this "
                                             "schema)"),
                              QStringLiteral("s.json: /properties/b/type: unknown type 'float'")}));
    }
};

QTEST_GUILESS_MAIN(TestSchemas)
#include "tst_data_schemas.moc"
