// Reading documents: limits, syntax errors with line:column, the format header, and the
// dispatch of validateFile() by format.

#include "data/data.h"
#include "data/diagnostics.h"
#include "data/jsonscan.h"

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

// A valid ships header followed by `member` (`"key": value`).
QByteArray withMember(const QByteArray &member)
{
    return R"({"format": "starboard.ships", "formatVersion": 1, )" + member + "}";
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
            QStringLiteral("starboard.gc-ruleset"), QStringLiteral("starboard.gf-spawn-deck"),
            QStringLiteral("starboard.gf-ships"),   QStringLiteral("starboard.gf-equipment"),
            QStringLiteral("starboard.gf-ruleset"), QStringLiteral("starboard.gw-board"),
            QStringLiteral("starboard.gw-cards"),   QStringLiteral("starboard.gw-ruleset"),
            QStringLiteral("starboard.record")};
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
            << QStringLiteral("f.json:2:9: a comma before '}'; JSON allows no comma after the "
                              "last element");
        QTest::newRow("characters, not bytes")
            << QByteArray("{\n  \"name\": \"\xc3\xa9\xc3\xa9\", tru\n}")
            << QStringLiteral("f.json:2:18: unterminated object"); // byte 20 of the line
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

    // What Qt's parser accepts silently or calls "illegal value" (issue 13).
    void textProblems_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        const QByteArray ok = withMember(R"("x": 1)");
        QTest::newRow("empty file") << QByteArray() << QStringLiteral("f.json: the file is empty");
        QTest::newRow("only white space")
            << QByteArray(" \n\t\r\n") << QStringLiteral("f.json: the file is empty");
        QByteArray utf16le("\xFF\xFE");
        QByteArray utf16be("\xFE\xFF");
        QByteArray utf16leBare, utf16beBare, utf32le;
        for (const char c : ok) {
            utf16le.append(c).append('\0');
            utf16leBare.append(c).append('\0');
            utf16be.append('\0').append(c);
            utf16beBare.append('\0').append(c);
            utf32le.append(c).append(3, '\0');
        }
        const QString utf16 = QStringLiteral("f.json: the file is UTF-16; save it as UTF-8");
        QTest::newRow("UTF-16 LE with BOM") << utf16le << utf16;
        QTest::newRow("UTF-16 BE with BOM") << utf16be << utf16;
        QTest::newRow("UTF-16 LE without BOM") << utf16leBare << utf16;
        QTest::newRow("UTF-16 BE without BOM") << utf16beBare << utf16;
        QTest::newRow("UTF-32 LE")
            << utf32le << QStringLiteral("f.json: the file is UTF-32; save it as UTF-8");
        QTest::newRow("UTF-32 LE with BOM")
            << QByteArray("\xFF\xFE\0\0", 4) + utf32le
            << QStringLiteral("f.json: the file is UTF-32; save it as UTF-8");
        QTest::newRow("doubled BOM")
            << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBF") + ok
            << QStringLiteral("f.json:1:2: a second byte order mark (U+FEFF); the file may start "
                              "with at most one");
        QTest::newRow("invalid UTF-8")
            << withMember("\"x\": \"caf\xC3(\"")
            << QStringLiteral("f.json:1:60: not valid UTF-8 text; save the file as UTF-8");
        QTest::newRow("NUL in a string")
            << withMember(QByteArray("\"x\": \"a\0b\"", 10))
            << QStringLiteral("f.json:1:58: a NUL character inside a string");
        QTest::newRow("NUL in a key")
            << QByteArray("{\n  \"a\0\": 1}", 12)
            << QStringLiteral("f.json:2:5: a NUL character inside a string");
        QTest::newRow("NUL between tokens") << withMember(QByteArray("\"x\": 1\0", 7))
                                            << QStringLiteral("f.json:1:57: a NUL character");
        QTest::newRow("raw tab in a string")
            << withMember("\"x\": \"a\tb\"")
            << QStringLiteral("f.json:1:58: a control character (U+0009) inside a string; write "
                              "it as an escape such as \\u0009");
        QTest::newRow("raw line break in a string")
            << QByteArray("{\"name\": \"two\nlines\"}")
            << QStringLiteral("f.json:1:14: a control character (U+000A) inside a string; write "
                              "it as an escape such as \\u0009");
        QTest::newRow("line comment")
            << QByteArray("{\n  // the ships\n  \"a\": 1}")
            << QStringLiteral("f.json:2:3: a comment (JSON has no comments)");
        QTest::newRow("block comment")
            << QByteArray("{\"a\": 1 /* one */}")
            << QStringLiteral("f.json:1:9: a comment (JSON has no comments)");
        QTest::newRow("duplicate key")
            << QByteArray("{\n  \"format\": \"starboard.ships\",\n  \"formatVersion\": 1,\n"
                          "    \"format\": \"starboard.galaxy\"}")
            << QStringLiteral("f.json:4:5: duplicate key 'format' (also at 2:3)");
        QTest::newRow("duplicate key written with an escape")
            << QByteArray(R"({"ab": 1, "a\u0062": 2})")
            << QStringLiteral("f.json:1:11: duplicate key 'ab' (also at 1:2)");
    }

    void textProblems()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        QCOMPARE(parseErrors(bytes), QStringList{error});
        // The Workshop's check of what it would write says the same.
        QCOMPARE(data::textErrors(bytes, QStringLiteral("f.json")), QStringList{error});
    }

    void rootNotAnObject_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        const QString start =
            QStringLiteral("the file does not start with '{' (a Starboard file is a JSON object)");
        QTest::newRow("number") << QByteArray("42\n") << QStringLiteral("f.json:1:1: ") + start;
        QTest::newRow("string after a BOM and lines")
            << QByteArray("\xEF\xBB\xBF\n  \"starboard.galaxy\"")
            << QStringLiteral("f.json:2:3: ") + start;
        QTest::newRow("a web page")
            << QByteArray("<!DOCTYPE html>") << QStringLiteral("f.json:1:1: ") + start;
        QTest::newRow("array") << QByteArray("[1]")
                               << QStringLiteral(
                                      "f.json: (root): expected an object, found an array");
    }

    void rootNotAnObject()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        QCOMPARE(parseErrors(bytes), QStringList{error});
    }

    void oneByteOrderMarkIsAccepted()
    {
        QCOMPARE(parseErrors("\xEF\xBB\xBF" + withMember(R"("x": 1)")), QStringList{});
    }

    void duplicateKeys()
    {
        // The first repeated key of each object, with the places of both; a key's name as a
        // value or in another object is no repetition.
        const QByteArray bytes = "{\"a\": {\"k\": \"k\", \"m\": 1, \"k\": 2, \"m\": 3},\n"
                                 " \"b\": [{\"k\": 1}, {\"k\": 2, \"j\": {\"k\": 1}}],\n"
                                 " \"c\": {\"x\": 1, \"x\": 2}, \"k\": \"a\"}";
        QCOMPARE(parseErrors(bytes),
                 (QStringList{QStringLiteral("f.json:1:26: duplicate key 'k' (also at 1:8)"),
                              QStringLiteral("f.json:3:16: duplicate key 'x' (also at 3:8)")}));
        // Nothing repeated.
        QCOMPARE(data::scanJson(R"({"a": {"a": "a"}, "b": [{"a": 1}, {"a": 1}], "c": "a"})",
                                {32, 100, 100}, 100)
                     .duplicates.size(),
                 std::size_t(0));
    }

    void duplicateKeyInTheLargestFile()
    {
        // 8 MB of one object's keys (about 700,000 distinct keys and one repeated at the end):
        // found, in one pass (its time per megabyte at 1 to 8 MB: bench_json_scan and
        // docs/performance.md, not timed here).
        QByteArray bytes = "{";
        int i = 0;
        while (bytes.size() < data::kMaxFileBytes - 64)
            bytes += "\"k" + QByteArray::number(i++) + "\": 1,";
        bytes += "\"k0\": 2}";
        const data::JsonScan scan = data::scanJson(bytes, {32, 4096, 1000000}, 100);
        QCOMPARE(scan.problem.kind, data::JsonScanProblem::None);
        QCOMPARE(scan.duplicates.size(), std::size_t(1));
        QCOMPARE(scan.duplicates.front().key, QStringLiteral("k0"));
        QCOMPARE(scan.duplicates.front().first.column, 2);
    }

    void stringLimit()
    {
        const QByteArray atLimit(data::kMaxStringBytes, 'a');
        QCOMPARE(parseErrors(withMember("\"x\": \"" + atLimit + "\"")), QStringList{});
        // Escapes count as written: 2048 "\n" are 4096 bytes.
        QByteArray escapes;
        for (int i = 0; i < data::kMaxStringBytes / 2; ++i)
            escapes += "\\n";
        QCOMPARE(parseErrors(withMember("\"x\": \"" + escapes + "\"")), QStringList{});
        QCOMPARE(parseErrors(withMember("\"x\": \"" + escapes + "a\"")),
                 QStringList{QStringLiteral(
                     "f.json:1:56: a string longer than the limit of 4096 byte(s)")});
        QCOMPARE(parseErrors(withMember("\"x\": \"" + atLimit + "a\"")),
                 QStringList{QStringLiteral(
                     "f.json:1:56: a string longer than the limit of 4096 byte(s)")});
        // Keys too.
        QCOMPARE(parseErrors(withMember("\"" + atLimit + "a\": 1")),
                 QStringList{QStringLiteral(
                     "f.json:1:51: a string longer than the limit of 4096 byte(s)")});
    }

    void elementLimit()
    {
        QByteArray list = "[0";
        for (qsizetype i = 1; i < data::kMaxElements; ++i)
            list += ",0";
        QCOMPARE(parseErrors(withMember("\"x\": " + list + "]")), QStringList{});
        QCOMPARE(parseErrors(withMember("\"x\": " + list + ",0]")),
                 QStringList{QStringLiteral("f.json:1:%1: more than 1000000 element(s) in one "
                                            "list or object")
                                 .arg(57 + 2 * data::kMaxElements - 1)});
        // The members of an object count the same way (a smaller cap: a million members
        // do not fit in 8 MiB).
        QByteArray object = "{";
        for (int i = 0; i <= 1000; ++i)
            object += "\"" + QByteArray::number(i) + "\":0,";
        object.back() = '}';
        const data::JsonScan scan = data::scanJson(object, {32, 4096, 1000}, 100);
        QCOMPARE(scan.problem.kind, data::JsonScanProblem::TooManyElements);
        QCOMPARE(scan.problem.place.offset, object.lastIndexOf(','));
        QCOMPARE(data::scanJson(object.left(object.lastIndexOf(',')) + "}", {32, 4096, 1000}, 100)
                     .problem.kind,
                 data::JsonScanProblem::None);
    }

    void trailingComma()
    {
        // Qt's parser says "unterminated object" or "object is missing after a comma" at the
        // bracket; the scanner names the comma itself.
        QCOMPARE(parseErrors(withMember("\"x\": [1, 2,]")),
                 QStringList{QStringLiteral("f.json:1:%1: a comma before ']'; JSON allows no "
                                            "comma after the last element")
                                 .arg(withMember("\"x\": [1, 2,]").indexOf(",]") + 1)});
        const QByteArray object = "{\"format\": \"starboard.galaxy\",\n  \"formatVersion\": 1,\n}";
        QCOMPARE(parseErrors(object),
                 QStringList{QStringLiteral("f.json:2:21: a comma before '}'; JSON allows no "
                                            "comma after the last element")});
        QCOMPARE(parseErrors(withMember("\"x\": [1,\n  , 2]")),
                 QStringList{QStringLiteral("f.json:2:3: two commas in a row")});
        // Commas inside strings and between elements are not trailing.
        QCOMPARE(parseErrors(withMember("\"x\": [\",]\", \",}\"]")), QStringList{});
    }

    void hugeNumbers()
    {
        QCOMPARE(parseErrors(R"({"format": "starboard.galaxy", "formatVersion": 1e300})"),
                 QStringList{QStringLiteral("f.json: /formatVersion: formatVersion 1e+300 is not "
                                            "a whole number from 1 to 1")});
        QCOMPARE(parseErrors(R"({"format": "starboard.galaxy", "formatVersion": 1e999})"),
                 QStringList{QStringLiteral("f.json:1:54: illegal number")});
        QCOMPARE(parseErrors(R"({"format": "starboard.galaxy", "formatVersion": NaN})"),
                 QStringList{QStringLiteral("f.json:1:49: illegal number")});
        QStringList errors;
        int out = 0;
        QVERIFY(!data::readInt(QJsonValue(1e300), {QStringLiteral("f.json"), QStringLiteral("/n")},
                               1, std::numeric_limits<int>::max(), out, errors));
        QCOMPARE(errors, QStringList{QStringLiteral(
                             "f.json: /n: must be at most 2147483647 (found 1e+300)")});
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
                   "starboard.gf-spawn-deck, starboard.gf-ships, starboard.gf-equipment, "
                   "starboard.gf-ruleset, starboard.gw-board, starboard.gw-cards, "
                   "starboard.gw-ruleset, starboard.record)")};
        QTest::newRow("newer version")
            << QByteArray(R"({"format": "starboard.galaxy", "formatVersion": 3})") << QString()
            << QStringList{QStringLiteral("f.json: /formatVersion: written by a newer Starboard "
                                          "(version 3; this build reads up to 1)")};
        QTest::newRow("version zero")
            << QByteArray(R"({"format": "starboard.galaxy", "formatVersion": 0})") << QString()
            << QStringList{QStringLiteral(
                   "f.json: /formatVersion: formatVersion 0 is not a whole number from 1 to 1")};
        QTest::newRow("version not an integer")
            << QByteArray(R"({"format": "starboard.galaxy", "formatVersion": 1.5})") << QString()
            << QStringList{QStringLiteral(
                   "f.json: /formatVersion: formatVersion 1.5 is not a whole number from 1 to 1")};
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
