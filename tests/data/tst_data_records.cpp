// Game record files: round trip, exact 64-bit values, atomic saves, structural errors and
// validation of the embedded content.

#include "data/data.h"
#include "data/schema.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace starboard;

namespace {

data::RecordFile sampleRecord()
{
    QStringList errors;
    data::RecordFile file;
    file.record.gameId = "galaxy-of-d";
    file.record.seed = std::numeric_limits<std::uint64_t>::max(); // not exact as a double
    file.record.actions = {0,
                           1,
                           (Action(15) << 40) | 4095,
                           (Action(1) << 53),
                           (Action(1) << 53) + 1,
                           -5,
                           std::numeric_limits<Action>::max()};
    file.numPlayers = 2;
    file.content = data::contentDocuments("galaxy-of-d", {}, errors).value_or(QJsonObject());
    return file;
}

QStringList recordErrors(const QJsonObject &doc)
{
    QStringList errors;
    const auto record = data::recordFromJson(doc, QStringLiteral("r.json"), errors);
    if (bool(record) != errors.isEmpty())
        return {QStringLiteral("return value disagrees with the errors")};
    return errors;
}

QJsonObject recordWith(const QString &key, const QJsonValue &value)
{
    QJsonObject doc = data::recordToJson(sampleRecord());
    if (value.isUndefined())
        doc.remove(key);
    else
        doc.insert(key, value);
    return doc;
}

} // namespace

class TestRecords : public QObject
{
    Q_OBJECT

private slots:
    void jsonRoundTrip()
    {
        const data::RecordFile file = sampleRecord();
        QVERIFY(!file.content.isEmpty());
        const QJsonObject doc = data::recordToJson(file);
        QCOMPARE(doc.value(QLatin1String("seed")).toString(),
                 QStringLiteral("18446744073709551615"));
        // Actions beyond 2^53 are written as strings, the others as numbers.
        const QJsonArray actions = doc.value(QLatin1String("actions")).toArray();
        QVERIFY(actions[3].isDouble());
        QVERIFY(actions[4].isString());
        QVERIFY(actions[5].isDouble());

        QStringList errors;
        const auto back = data::recordFromJson(doc, QStringLiteral("r.json"), errors);
        QCOMPARE(errors, QStringList{});
        QVERIFY(back);
        QCOMPARE(back->record.gameId, file.record.gameId);
        QCOMPARE(back->record.seed, file.record.seed);
        QCOMPARE(back->record.actions, file.record.actions);
        QCOMPARE(back->numPlayers, 2);
        QCOMPARE(back->content, file.content);
        QCOMPARE(data::recordToJson(*back), doc);
    }

    void seatsRoundTrip()
    {
        data::RecordFile file = sampleRecord();
        // Without seats (older records) no "seats" key is written.
        QVERIFY(!data::recordToJson(file).contains(QLatin1String("seats")));

        file.seats = {{QStringLiteral("Ann"), true, QString()},
                      {QStringLiteral("Computer"), false, QStringLiteral("heuristic")}};
        const QJsonObject doc = data::recordToJson(file);
        const QJsonArray seats = doc.value(QLatin1String("seats")).toArray();
        QCOMPARE(seats.size(), 2);
        QVERIFY(!seats[0].toObject().contains(QLatin1String("level")));
        QCOMPARE(seats[1].toObject().value(QLatin1String("level")).toString(),
                 QStringLiteral("heuristic"));
        QCOMPARE(data::validateAgainstSchema(doc, QStringLiteral("r.json")), QStringList{});

        QStringList errors;
        const auto back = data::recordFromJson(doc, QStringLiteral("r.json"), errors);
        QCOMPARE(errors, QStringList{});
        QVERIFY(back);
        QVERIFY(back->seats == file.seats);
        QCOMPARE(data::recordToJson(*back), doc);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QString error;
        QVERIFY2(data::saveRecord(path, file, error), qPrintable(error));
        const auto loaded = data::loadRecord(path, errors);
        QCOMPARE(errors, QStringList{});
        QVERIFY(loaded);
        QVERIFY(loaded->seats == file.seats);
        QCOMPARE(data::validateFile(path), QStringList{});
    }

    void fileRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game.json"));
        const data::RecordFile file = sampleRecord();
        QString error;
        QVERIFY2(data::saveRecord(path, file, error), qPrintable(error));
        QVERIFY(error.isEmpty());

        QStringList errors;
        const auto back = data::loadRecord(path, errors);
        QCOMPARE(errors, QStringList{});
        QVERIFY(back);
        QCOMPARE(back->record.seed, file.record.seed);
        QCOMPARE(back->record.actions, file.record.actions);
        QCOMPARE(back->content, file.content);
        QCOMPARE(data::validateFile(path), QStringList{});

        // Saving again replaces the file; nothing else is left in the directory.
        data::RecordFile second = file;
        second.record.actions.push_back(42);
        QVERIFY2(data::saveRecord(path, second, error), qPrintable(error));
        QCOMPARE(data::loadRecord(path, errors)->record.actions.back(), Action(42));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("game.json")});
    }

    void saveToUnwritablePath()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // The parent "directory" is a regular file: QSaveFile cannot even start.
        const QString blocker = dir.filePath(QStringLiteral("blocker"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("x");
        file.close();
        const QString path = blocker + QStringLiteral("/game.json");
        QString error;
        QVERIFY(!data::saveRecord(path, sampleRecord(), error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write the file: ")),
                 qPrintable(error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{QStringLiteral("blocker")});

        // The target is a directory: the data is written to a temporary file first, the
        // final rename fails, and no partial file is left behind.
        const QString target = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("game.json")));
        error.clear();
        QVERIFY(!data::saveRecord(target, sampleRecord(), error));
        QVERIFY2(error.startsWith(target + QStringLiteral(": cannot write the file: ")),
                 qPrintable(error));
        QVERIFY(QFileInfo(target).isDir());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 (QStringList{QStringLiteral("blocker"), QStringLiteral("game.json")}));
        QCOMPARE(QDir(target).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{});
    }

    void numbersAsSeedAndActions()
    {
        QJsonObject doc = recordWith(QStringLiteral("seed"), 12345);
        doc.insert(QStringLiteral("actions"), QJsonArray{3, QStringLiteral("9007199254740993")});
        QStringList errors;
        const auto record = data::recordFromJson(doc, QStringLiteral("r.json"), errors);
        QCOMPARE(errors, QStringList{});
        QVERIFY(record);
        QCOMPARE(record->record.seed, std::uint64_t(12345));
        QCOMPARE(record->record.actions, (std::vector<Action>{3, 9007199254740993LL}));
    }

    void recordErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        QTest::newRow("seed above 2^53 as a number")
            << recordWith(QStringLiteral("seed"), 18014398509481984.0)
            << QStringList{QStringLiteral("r.json: /seed: 18014398509481984 is not an exact "
                                          "unsigned integer (write seeds above 2^53 as strings of "
                                          "digits)")};
        QTest::newRow("negative seed")
            << recordWith(QStringLiteral("seed"), QStringLiteral("-1"))
            << QStringList{QStringLiteral("r.json: /seed: '-1' is not an unsigned 64-bit integer")};
        QTest::newRow("seed too large")
            << recordWith(QStringLiteral("seed"), QStringLiteral("18446744073709551616"))
            << QStringList{QStringLiteral(
                   "r.json: /seed: '18446744073709551616' is not an unsigned 64-bit integer")};
        QTest::newRow("seed of the wrong type")
            << recordWith(QStringLiteral("seed"), true)
            << QStringList{
                   QStringLiteral("r.json: /seed: expected a string of digits, found a boolean")};
        QTest::newRow("actions")
            << recordWith(QStringLiteral("actions"),
                          QJsonArray{1, 2.5, QStringLiteral("x"), QJsonValue(), 1e300})
            << QStringList{
                   QStringLiteral("r.json: /actions/1: 2.5 is not an exact integer (write actions "
                                  "beyond 2^53 as strings of digits)"),
                   QStringLiteral("r.json: /actions/2: 'x' is not a 64-bit integer"),
                   QStringLiteral("r.json: /actions/3: expected an integer, found null"),
                   QStringLiteral("r.json: /actions/4: 1e+300 is not an exact "
                                  "integer (write actions beyond 2^53 as strings of digits)")};
        QTest::newRow("players") << recordWith(QStringLiteral("players"), 0)
                                 << QStringList{QStringLiteral(
                                        "r.json: /players: must be between 1 and 64 (found 0)")};
        QTest::newRow("missing content")
            << recordWith(QStringLiteral("content"), QJsonValue(QJsonValue::Undefined))
            << QStringList{QStringLiteral("r.json: (root): missing key 'content'")};
        QTest::newRow("content not an object")
            << recordWith(QStringLiteral("content"), QJsonArray{})
            << QStringList{QStringLiteral("r.json: /content: expected an object, found an array")};
        QTest::newRow("unknown key")
            << recordWith(QStringLiteral("comment"), QStringLiteral("good game"))
            << QStringList{QStringLiteral("r.json: (root): unknown key 'comment'")};
        const auto seat = [](const char *json) { return QJsonDocument::fromJson(json).object(); };
        QTest::newRow("seats not an array")
            << recordWith(QStringLiteral("seats"), QJsonObject())
            << QStringList{QStringLiteral("r.json: /seats: expected an array, found an object")};
        QTest::newRow("bad seats")
            << recordWith(QStringLiteral("seats"),
                          QJsonArray{seat(R"({"name": "Ann", "human": "yes", "colour": 1})"),
                                     seat(R"({"human": false, "level": "Heuristic"})")})
            << QStringList{
                   QStringLiteral("r.json: /seats/0/human: expected true or false, found a string"),
                   QStringLiteral("r.json: /seats/0: unknown key 'colour'"),
                   QStringLiteral("r.json: /seats/1: missing key 'name'"),
                   QStringLiteral("r.json: /seats/1/level: 'Heuristic' is not a valid id (use "
                                  "lowercase letters, digits and '-')")};
        QTest::newRow("computer seat without level")
            << recordWith(QStringLiteral("seats"),
                          QJsonArray{seat(R"({"name": "Ann", "human": true})"),
                                     seat(R"({"name": "Bot", "human": false})")})
            << QStringList{QStringLiteral("r.json: /seats/1: a computer seat needs a 'level'")};
        QTest::newRow("seat count")
            << recordWith(QStringLiteral("seats"),
                          QJsonArray{seat(R"({"name": "Ann", "human": true})"), 3,
                                     seat(R"({"name": "Bob", "human": true})")})
            << QStringList{
                   QStringLiteral(
                       "r.json: /seats: expected one seat per player (2 player(s)), found 3"),
                   QStringLiteral("r.json: /seats/1: expected an object, found a number")};
        QTest::newRow("game id") << recordWith(QStringLiteral("game"), QStringLiteral(""))
                                 << QStringList{QStringLiteral("r.json: /game: must not be empty")};
        QTest::newRow("newer record")
            << recordWith(QStringLiteral("formatVersion"), 2)
            << QStringList{QStringLiteral("r.json: /formatVersion: written by a newer Starboard "
                                          "(version 2; this build reads up to 1)")};
        QTest::newRow("not a record")
            << recordWith(QStringLiteral("format"), QStringLiteral("starboard.galaxy"))
            << QStringList{QStringLiteral(
                   "r.json: /format: expected 'starboard.record', found 'starboard.galaxy'")};
    }

    void recordErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(::recordErrors(doc), errors);
    }

    void validateRecordContent()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("r.json"));
        auto write = [&](const QJsonObject &doc) {
            QFile file(path);
            if (file.open(QIODevice::WriteOnly))
                file.write(QJsonDocument(doc).toJson());
        };

        QJsonObject doc = data::recordToJson(sampleRecord());
        QJsonObject content = doc.value(QLatin1String("content")).toObject();
        QJsonObject ruleset = content.value(QLatin1String("ruleset")).toObject();
        ruleset.insert(QStringLiteral("starbaseDecay"), 0);
        content.insert(QStringLiteral("ruleset"), ruleset);
        doc.insert(QStringLiteral("content"), content);
        write(doc);
        QCOMPARE(data::validateFile(path),
                 QStringList{path + QStringLiteral(": /content/ruleset/starbaseDecay: must be "
                                                   "between 1 and 10000 (found 0)")});

        doc = recordWith(QStringLiteral("game"), QStringLiteral("chess"));
        write(doc);
        QCOMPARE(data::validateFile(path),
                 QStringList{path + QStringLiteral(": /game: unknown game 'chess' (games with "
                                                   "content: galaxy-of-d, galaxy-command, "
                                                   "galaxy-fighters, galactic-warfare)")});
    }
};

QTEST_GUILESS_MAIN(TestRecords)
#include "tst_data_records.moc"
