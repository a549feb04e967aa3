// Reading documents: limits, syntax errors with line:column, the format header, and the
// dispatch of validateFile() by format.

#include "data/data.h"
#include "data/diagnostics.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace starboard;

namespace {

QStringList parseErrors(const QByteArray &bytes, const QString &expectedFormat = {})
{
    QStringList errors;
    const auto doc = data::parseDocument(bytes, QStringLiteral("f.json"), expectedFormat, errors);
    if (doc && !errors.isEmpty())
        return {QStringLiteral("document returned despite errors")};
    return errors;
}

QByteArray nested(int levels)
{
    // {"format": ..., "x": [[...[]...]]}: the root object is level 1.
    return R"({"format": "starboard.ships", "formatVersion": 1, "x": )" +
           QByteArray(levels - 1, '[') + QByteArray(levels - 1, ']') + "}";
}

} // namespace

class TestDocuments : public QObject
{
    Q_OBJECT

private slots:
    void resourcesFromStaticLibrary()
    {
        // qt_add_resources on the static starboard_data reaches this executable without
        // Q_INIT_RESOURCE.
        QVERIFY(QFile::exists(QStringLiteral(":/data/galaxy-of-d/galaxy.json")));
        QVERIFY(QFile::exists(QStringLiteral(":/data/galaxy-of-d/ruleset-quick.json")));
        QVERIFY(QFile::exists(QStringLiteral(":/schemas/record.schema.json")));
    }

    void formatVersions()
    {
        const QStringList expected = {
            QStringLiteral("starboard.galaxy"),     QStringLiteral("starboard.ships"),
            QStringLiteral("starboard.things"),     QStringLiteral("starboard.ruleset"),
            QStringLiteral("starboard.gc-deck"),    QStringLiteral("starboard.gc-technologies"),
            QStringLiteral("starboard.gc-ruleset"), QStringLiteral("starboard.record")};
        QCOMPARE(data::knownFormats(), expected);
        for (const auto &format : expected)
            QCOMPARE(data::currentFormatVersion(format), 1);
        QCOMPARE(data::currentFormatVersion(QStringLiteral("starboard.deck")), 0);
    }

    void validDocument()
    {
        QStringList errors;
        const auto doc = data::parseDocument(
            R"({"format": "starboard.ships", "formatVersion": 1, "ships": []})",
            QStringLiteral("f.json"), QStringLiteral("starboard.ships"), errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QVERIFY(doc);
        QCOMPARE(doc->value(QLatin1String("ships")).toArray().size(), 0);
    }

    void malformedJsonLineColumn_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        // Qt reports the offset where its parser stopped; line and column are 1-based,
        // the column counted in characters of that line.
        QTest::newRow("missing colon on line 3")
            << QByteArray("{\n    \"format\": \"starboard.ships\",\n    \"formatVersion\" 1,\n"
                          "    \"ships\": []\n}\n")
            << QStringLiteral("f.json:3:22: missing name separator");
        QTest::newRow("trailing comma")
            << QByteArray("{\n  \"a\": 1,\n}")
            << QStringLiteral("f.json:3:2: object is missing after a comma");
        QTest::newRow("characters, not bytes")
            << QByteArray("{\n  \"name\": \"\xc3\xa9\xc3\xa9\", tru\n}")
            << QStringLiteral("f.json:2:18: unterminated object"); // byte 20 of the line
        QTest::newRow("empty file") << QByteArray() << QStringLiteral("f.json:1:1: illegal value");
        QTest::newRow("garbage after the document")
            << QByteArray("{}\nx")
            << QStringLiteral("f.json:2:1: garbage at the end of the document");
    }

    void malformedJsonLineColumn()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        QCOMPARE(parseErrors(bytes), QStringList{error});
    }

    void nestingLimit()
    {
        QCOMPARE(parseErrors(nested(data::kMaxNesting)), QStringList{});
        QCOMPARE(parseErrors(nested(data::kMaxNesting + 1)),
                 QStringList{
                     QStringLiteral("f.json:1:87: nesting deeper than the limit of 32 level(s)")});
        // Brackets inside strings do not count.
        const QByteArray inString =
            "{\"format\": \"starboard.ships\", \"formatVersion\": 1, \"x\": \"" +
            QByteArray(100, '[') + "\"}";
        QCOMPARE(parseErrors(inString), QStringList{});
    }

    void sizeLimit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("big.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray bytes = nested(2);
        bytes.append(QByteArray(data::kMaxFileBytes + 1 - bytes.size(), ' '));
        QCOMPARE(file.write(bytes), qint64(data::kMaxFileBytes + 1));
        file.close();

        QStringList errors;
        QVERIFY(!data::readDocument(path, {}, errors, QStringLiteral("big.json")));
        QCOMPARE(errors, QStringList{QStringLiteral(
                             "big.json: the file is larger than the limit of 8388608 byte(s)")});
        QCOMPARE(parseErrors(bytes),
                 QStringList{QStringLiteral(
                     "f.json: the file is larger than the limit of 8388608 byte(s)")});
        // One byte less is accepted.
        bytes.chop(1);
        QCOMPARE(parseErrors(bytes), QStringList{});
    }

    void missingFile()
    {
        QStringList errors;
        QVERIFY(!data::readDocument(QStringLiteral("/nonexistent/x.json"), {}, errors));
        QCOMPARE(errors, QStringList{QStringLiteral(
                             "/nonexistent/x.json: cannot open the file: No such file or "
                             "directory")});
    }

    void header_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expectedFormat");
        QTest::addColumn<QStringList>("errors");
        QTest::newRow("root is an array")
            << QByteArray("[1]") << QString()
            << QStringList{QStringLiteral("f.json: (root): expected an object, found an array")};
        QTest::newRow("no header")
            << QByteArray("{}") << QString()
            << QStringList{QStringLiteral("f.json: (root): missing key 'format'"),
                           QStringLiteral("f.json: (root): missing key 'formatVersion'")};
        QTest::newRow("format not a string")
            << QByteArray(R"({"format": 7, "formatVersion": 1})") << QString()
            << QStringList{QStringLiteral("f.json: /format: expected a string, found a number")};
        QTest::newRow("wrong format")
            << QByteArray(R"({"format": "starboard.things", "formatVersion": 1})")
            << QStringLiteral("starboard.ships")
            << QStringList{QStringLiteral(
                   "f.json: /format: expected 'starboard.ships', found 'starboard.things'")};
        QTest::newRow("unknown format")
            << QByteArray(R"({"format": "starboard.deck", "formatVersion": 1})") << QString()
            << QStringList{QStringLiteral(
                   "f.json: /format: unknown format 'starboard.deck' (known formats: "
                   "starboard.galaxy, starboard.ships, starboard.things, starboard.ruleset, "
                   "starboard.gc-deck, starboard.gc-technologies, starboard.gc-ruleset, "
                   "starboard.record)")};
        QTest::newRow("newer version")
            << QByteArray(R"({"format": "starboard.galaxy", "formatVersion": 3})") << QString()
            << QStringList{QStringLiteral("f.json: /formatVersion: written by a newer Starboard "
                                          "(version 3; this build reads up to 1)")};
        QTest::newRow("version zero")
            << QByteArray(R"({"format": "starboard.galaxy", "formatVersion": 0})") << QString()
            << QStringList{QStringLiteral("f.json: /formatVersion: must be at least 1 (found 0)")};
        QTest::newRow("version not an integer")
            << QByteArray(R"({"format": "starboard.galaxy", "formatVersion": 1.5})") << QString()
            << QStringList{
                   QStringLiteral("f.json: /formatVersion: expected an integer, found 1.5")};
        QTest::newRow("version as a string")
            << QByteArray(R"({"format": "starboard.galaxy", "formatVersion": "1"})") << QString()
            << QStringList{
                   QStringLiteral("f.json: /formatVersion: expected an integer, found a string")};
    }

    void header()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expectedFormat);
        QFETCH(QStringList, errors);
        QCOMPARE(parseErrors(bytes, expectedFormat), errors);
    }

    void pointerEscaping()
    {
        QCOMPARE(data::escapePointerToken(QStringLiteral("a/b~c")), QStringLiteral("a~1b~0c"));
        QStringList errors;
        data::addError(errors,
                       data::Where{QStringLiteral("f.json"), {}} / QStringLiteral("m~n/o") / 3,
                       QStringLiteral("boom"));
        QCOMPARE(errors, QStringList{QStringLiteral("f.json: /m~0n~1o/3: boom")});
    }

    void validateFileByFormat()
    {
        for (const char *name :
             {"galaxy.json", "ships.json", "things.json", "ruleset.json", "ruleset-quick.json"}) {
            const QString path = QStringLiteral(":/data/galaxy-of-d/") + QLatin1String(name);
            QCOMPARE(data::validateFile(path), QStringList{});
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("deck.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "starboard.ships", "formatVersion": 1, "ships": [],
                       "shps": 1})");
        file.close();
        QCOMPARE(data::validateFile(path),
                 (QStringList{path + QStringLiteral(": /ships: the ship table needs at least "
                                                    "one ship"),
                              path + QStringLiteral(": (root): unknown key 'shps'")}));
    }
};

QTEST_GUILESS_MAIN(TestDocuments)
#include "tst_data_documents.moc"
