// Workshop documents: open, edit, undo all, save gives the original bytes; edit, save,
// reopen gives the edited content; problems come from the game's loaders with their JSON
// pointer; a broken or foreign file is refused with its place and left untouched; the
// generic tree model passes QAbstractItemModelTester through edits, undo and redo.

#include "document.h"
#include "documentkinds.h"
#include "jsontreeeditor.h"
#include "jsonwriter.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace starboard::editor;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestEditorDocument : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // A copy of a shipped file in the temporary folder.
    QString copyOf(const QString &resource, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        if (!writeAll(path, readAll(resource)))
            return {};
        return path;
    }

private slots:
    // Writing after the original text: its line ends, byte-order mark, key order and layout
    // stay; a removed member takes its line with it; an element inserted in the middle of an
    // array is one new line.
    void writerFollowsTheOriginalText()
    {
        const QByteArray original = "\xEF\xBB\xBF{\r\n"
                                    "  \"b\": 1,\r\n"
                                    "  \"a\": [10, 20, 30],\r\n"
                                    "  \"list\": [\r\n"
                                    "    {\"z\": 1, \"y\": 2},\r\n"
                                    "    {\"z\": 3, \"y\": 4}\r\n"
                                    "  ],\r\n"
                                    "  \"gone\": true,\r\n"
                                    "  \"n\": 1.50\r\n"
                                    "}\r\n";
        QJsonObject content = QJsonDocument::fromJson(original.mid(3)).object();
        QCOMPARE(writeJsonLike(content, original), original);
        content.remove(QStringLiteral("gone"));
        QJsonArray list = content.value(QLatin1String("list")).toArray();
        list.insert(1, QJsonObject{{"y", 9}, {"x", 8}, {"z", 7}});
        content.insert(QStringLiteral("list"), list);
        content.insert(QStringLiteral("a"), QJsonArray{10, 25, 30});
        const QByteArray written = writeJsonLike(content, original);
        QCOMPARE(written, QByteArray("\xEF\xBB\xBF{\r\n"
                                     "  \"b\": 1,\r\n"
                                     "  \"a\": [10, 25, 30],\r\n"
                                     "  \"list\": [\r\n"
                                     "    {\"z\": 1, \"y\": 2},\r\n"
                                     "    {\"z\": 7, \"y\": 9, \"x\": 8},\r\n"
                                     "    {\"z\": 3, \"y\": 4}\r\n"
                                     "  ],\r\n"
                                     "  \"n\": 1.50\r\n"
                                     "}\r\n"));
        QCOMPARE(QJsonDocument::fromJson(written.mid(3)).object(), content);
        // No text to follow: indented, keys in alphabetical order.
        QCOMPARE(writeJsonLike(QJsonObject{{"b", 1}, {"a", QJsonArray{1}}}, QByteArray()),
                 QByteArray("{\n    \"a\": [\n        1\n    ],\n    \"b\": 1\n}\n"));
    }

    void everyKindOpensItsDefault_data()
    {
        QTest::addColumn<QString>("format");
        for (const auto &kind : documentKinds())
            QTest::newRow(qPrintable(kind.format)) << kind.format;
    }
    void everyKindOpensItsDefault()
    {
        QFETCH(QString, format);
        const DocumentKind *kind = kindForFormat(format);
        QVERIFY(kind);
        Document doc;
        QStringList errors;
        QVERIFY2(doc.openDefault(*kind, errors), qPrintable(errors.join('\n')));
        QCOMPARE(doc.content().value(QLatin1String("format")).toString(), format);
        QVERIFY(doc.filePath().isEmpty());
        QVERIFY(!doc.displayName().isEmpty());
        const auto problems = doc.problems();
        QVERIFY2(problems.isEmpty(),
                 qPrintable(problems.isEmpty() ? QString() : problems.constFirst().message));
        // And every named starting point of the kind.
        for (const DocumentTemplate &start : kind->templates) {
            Document from;
            QVERIFY2(from.openDefault(*kind, errors, start.file), qPrintable(errors.join('\n')));
            QCOMPARE(from.content().value(QLatin1String("format")).toString(), format);
            if (start.file == QLatin1String(":/workshop/empty-galaxy.json")) {
                // The empty galaxy waits for its sectors.
                QCOMPARE(from.problems().size(), 1);
                QCOMPARE(from.problems().constFirst().message,
                         QStringLiteral("Galaxy (untitled): /sectors: a galaxy needs at least 2 "
                                        "sectors (found 0)"));
                continue;
            }
            QVERIFY2(from.problems().isEmpty(), qPrintable(start.file));
        }
    }

    void undoAllSavesTheOriginalBytes_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("ships") << ":/data/galaxy-of-d/ships.json"
                               << "/ships/4/cost" << QJsonValue(3);
        QTest::newRow("galaxy") << ":/data/galaxy-of-d/galaxy.json"
                                << "/name" << QJsonValue(QStringLiteral("Mine"));
        QTest::newRow("things") << ":/data/galaxy-of-d/things.json"
                                << "/things/0/count" << QJsonValue(9);
        QTest::newRow("god ruleset") << ":/data/galaxy-of-d/ruleset.json"
                                     << "/cashCap" << QJsonValue(30);
        QTest::newRow("deck") << ":/data/galaxy-command/deck.json"
                              << "/cards/0/resistance" << QJsonValue(5);
        QTest::newRow("technologies") << ":/data/galaxy-command/technologies.json"
                                      << "/technologies/0/cost" << QJsonValue(1);
        QTest::newRow("gc ruleset") << ":/data/galaxy-command/ruleset.json"
                                    << "/storageLimit" << QJsonValue(4);
    }
    void undoAllSavesTheOriginalBytes()
    {
        QFETCH(QString, resource);
        QFETCH(QString, pointer);
        QFETCH(QJsonValue, value);
        const QString path = copyOf(resource, QStringLiteral("doc.json"));
        const QByteArray original = readAll(path);
        Document doc;
        QStringList errors;
        QVERIFY2(doc.open(path, errors), qPrintable(errors.join('\n')));
        const QJsonValue before = doc.value(pointer);
        QVERIFY(!before.isUndefined());
        QVERIFY(doc.setValue(pointer, value, QStringLiteral("Change")));
        QCOMPARE(doc.value(pointer), value);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QCOMPARE(doc.value(pointer), before);
        QVERIFY(!doc.isModified());
        QString error;
        QVERIFY(doc.save(error));
        QCOMPARE(readAll(path), original);

        // Edit, save, reopen: the edit is in the file.
        QVERIFY(doc.setValue(pointer, value, QStringLiteral("Change")));
        QVERIFY(doc.save(error));
        QVERIFY(!doc.isModified());
        Document again;
        QVERIFY(again.open(path, errors));
        QCOMPARE(again.value(pointer), value);
        QCOMPARE(again.content(), doc.content());
    }

    void arrayEditsUndoAndRedo()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(
            copyOf(QStringLiteral(":/data/galaxy-of-d/ships.json"), QStringLiteral("ships.json")),
            errors));
        const QJsonObject original = doc.content();
        const int n = int(doc.value(QStringLiteral("/ships")).toArray().size());
        QVERIFY(doc.insertElement(QStringLiteral("/ships"), n,
                                  doc.value(QStringLiteral("/ships/0")), QStringLiteral("Add")));
        QCOMPARE(doc.value(QStringLiteral("/ships")).toArray().size(), n + 1);
        QVERIFY(doc.moveElement(QStringLiteral("/ships"), 0, 2, QStringLiteral("Move")));
        QVERIFY(doc.removeElement(QStringLiteral("/ships"), 1, QStringLiteral("Remove")));
        // Several edits as one step.
        doc.beginMacro(QStringLiteral("Cheaper ships"));
        QVERIFY(doc.setValue(QStringLiteral("/ships/0/cost"), 1, QStringLiteral("Cost")));
        QVERIFY(doc.setValue(QStringLiteral("/ships/1/cost"), 1, QStringLiteral("Cost")));
        doc.endMacro();
        QCOMPARE(doc.undoStack()->count(), 4);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Cheaper ships"));
        const QJsonObject edited = doc.content();
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.content(), original);
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QCOMPARE(doc.content(), edited);
        // Refused edits change nothing and add no step.
        QVERIFY(!doc.setValue(QStringLiteral("/nothing/here"), 1, QStringLiteral("x")));
        QVERIFY(!doc.removeElement(QStringLiteral("/ships"), 99, QStringLiteral("x")));
        QVERIFY(!doc.moveElement(QStringLiteral("/ships"), 0, 99, QStringLiteral("x")));
        QCOMPARE(doc.undoStack()->count(), 4);
    }

    // Changes of one value with the same merge key are one step, named after the last; another
    // key, another value or a save in between starts a new step; a step back to its start
    // goes. Moves announce themselves before the content changes, also when undone.
    void mergedStepsAndMoves()
    {
        Document doc;
        QStringList errors;
        const QString path =
            copyOf(QStringLiteral(":/data/galaxy-of-d/ships.json"), QStringLiteral("merge.json"));
        QVERIFY(doc.open(path, errors));
        const QString cost = QStringLiteral("/ships/0/cost");
        const int before = doc.value(cost).toInt();
        const QString key = QStringLiteral("cost");
        QVERIFY(doc.setValue(cost, before + 1, QStringLiteral("Cost 1"), key));
        QVERIFY(doc.setValue(cost, before + 2, QStringLiteral("Cost 2"), key));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Cost 2"));
        QVERIFY(doc.setValue(cost, before, QStringLiteral("Cost 0"), key));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());

        QVERIFY(doc.setValue(cost, before + 1, QStringLiteral("Cost"), key));
        QVERIFY(doc.setValue(cost, before + 2, QStringLiteral("Cost"), QStringLiteral("other")));
        QVERIFY(doc.setValue(QStringLiteral("/ships/1/cost"), 1, QStringLiteral("Cost"), key));
        QVERIFY(doc.setValue(QStringLiteral("/ships/1/cost"), 2, QStringLiteral("Cost")));
        QVERIFY(doc.setValue(QStringLiteral("/ships/1/cost"), 3, QStringLiteral("Cost")));
        QCOMPARE(doc.undoStack()->count(), 5);
        QString error;
        QVERIFY2(doc.save(error), qPrintable(error));
        QVERIFY(doc.setValue(cost, before + 3, QStringLiteral("Cost"), QStringLiteral("other")));
        QCOMPARE(doc.undoStack()->count(), 6); // not merged into the saved step
        QVERIFY(doc.isModified());

        QList<QList<int>> moves;
        connect(&doc, &Document::elementAboutToMove, this,
                [&moves, &doc](const QString &array, int from, int to) {
                    QCOMPARE(array, QStringLiteral("/ships"));
                    QCOMPARE(doc.value(QStringLiteral("/ships/%1/cost").arg(from)).toInt(), 3);
                    moves.append({from, to});
                });
        QVERIFY(doc.moveElement(QStringLiteral("/ships"), 1, 3, QStringLiteral("Move")));
        doc.undoStack()->undo();
        doc.undoStack()->redo();
        QCOMPARE(moves, (QList<QList<int>>{{1, 3}, {3, 1}, {1, 3}}));
    }

    void problemsNameTheirPointer()
    {
        Document doc;
        QStringList errors;
        const QString path =
            copyOf(QStringLiteral(":/data/galaxy-of-d/ships.json"), QStringLiteral("bad.json"));
        QVERIFY(doc.open(path, errors));
        QVERIFY(doc.problems().isEmpty());
        QVERIFY(doc.setValue(QStringLiteral("/ships/2/cost"), -4, QStringLiteral("Cost")));
        const auto problems = doc.problems();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.constFirst().pointer, QStringLiteral("/ships/2/cost"));
        QVERIFY(
            problems.constFirst().message.startsWith(path + QStringLiteral(": /ships/2/cost: ")));
        // A document with problems is saved (a draft) and reopens with the same problem.
        QString error;
        QVERIFY(doc.save(error));
        Document again;
        QVERIFY(again.open(path, errors));
        QCOMPARE(again.problems().size(), 1);
    }

    void brokenFilesAreRefusedAndUntouched_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("where");
        QTest::newRow("syntax") << QByteArray("{\n  \"format\": \"starboard.ships\",\n  oops\n}")
                                << QStringLiteral(":3:");
        QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("(root)");
        QTest::newRow("foreign format")
            << QByteArray("{\"format\": \"someone.else\", \"formatVersion\": 1}")
            << QStringLiteral("/format");
        QTest::newRow("a record") << QByteArray("{\"format\": \"starboard.record\", "
                                                "\"formatVersion\": 1}")
                                  << QStringLiteral("/format");
    }
    void brokenFilesAreRefusedAndUntouched()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, where);
        const QString path = m_dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(writeAll(path, bytes));
        Document doc;
        QStringList errors;
        QVERIFY(!doc.open(path, errors));
        QVERIFY(!errors.isEmpty());
        QVERIFY2(errors.join('\n').contains(where), qPrintable(errors.join('\n')));
        QVERIFY(errors.constFirst().startsWith(path));
        QCOMPARE(readAll(path), bytes);
    }

    void pointers()
    {
        QCOMPARE(splitPointer(QStringLiteral("/a~1b/c~0d/3")),
                 QStringList({QStringLiteral("a/b"), QStringLiteral("c~d"), QStringLiteral("3")}));
        QCOMPARE(joinPointer(splitPointer(QStringLiteral("/a~1b/c~0d/3"))),
                 QStringLiteral("/a~1b/c~0d/3"));
        QCOMPARE(childPointer(QStringLiteral("/ships"), 2), QStringLiteral("/ships/2"));
        QCOMPARE(pointerOfMessage(QStringLiteral("x.json: /ships/2/cost: must be")),
                 QStringLiteral("/ships/2/cost"));
        QCOMPARE(pointerOfMessage(QStringLiteral("x.json: (root): missing key 'id'")), QString());
    }

    void treeModelUnderTheTester()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(copyOf(QStringLiteral(":/data/galaxy-command/technologies.json"),
                                QStringLiteral("techs.json")),
                         errors));
        JsonTreeModel model(&doc);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex cost = model.indexOf(QStringLiteral("/technologies/1/cost"));
        QVERIFY(cost.isValid());
        QCOMPARE(model.pointerOf(cost), QStringLiteral("/technologies/1/cost"));
        const int before = doc.value(QStringLiteral("/technologies/1/cost")).toInt();
        QVERIFY(before != 7);
        const QModelIndex value = cost.siblingAtColumn(1);
        QVERIFY(model.flags(value) & Qt::ItemIsEditable);
        QVERIFY(model.setData(value, 7));
        QCOMPARE(doc.value(QStringLiteral("/technologies/1/cost")).toInt(), 7);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change cost"));
        doc.undoStack()->undo();
        QCOMPARE(doc.value(QStringLiteral("/technologies/1/cost")).toInt(), before);
        doc.undoStack()->redo();
        QCOMPARE(doc.value(QStringLiteral("/technologies/1/cost")).toInt(), 7);
        // A number field refuses text.
        const QModelIndex again = model.indexOf(QStringLiteral("/technologies/1/cost"));
        QVERIFY(!model.setData(again.siblingAtColumn(1), QStringLiteral("cheap")));
    }
};

QTEST_GUILESS_MAIN(TestEditorDocument)
#include "tst_editor_document.moc"
