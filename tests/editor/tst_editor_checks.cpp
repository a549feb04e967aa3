// The Workshop's problems panel means what it says: "No problems: the game loads this file"
// only when the game would load the file with the other open files (or the shipped ones),
// with the checks across files run live; no message shows an internal ":/" path; keys the
// editors do not know can be removed from the panel (one undoable step); and saving an
// edited file keeps its key order and layout, so that one edited value is one changed line.

#include "boardpreview.h"
#include "document.h"
#include "jsontreeeditor.h"
#include "kinds/galaxy/galaxyeditor.h"
#include "workshopwindow.h"

#include "galaxydriver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUndoGroup>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

// The galaxy's preview draws the game's own board: the Starboard QML module, as in the app.
Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard::editor;

class TestEditorChecks : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(bytes);
        return path;
    }
    static QByteArray shipped(const char *name)
    {
        QFile file(QStringLiteral(":/data/galaxy-of-d/") + QLatin1String(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    static QStringList problemTexts(WorkshopWindow &window)
    {
        QStringList texts;
        for (int i = 0; i < window.problemList()->count(); ++i)
            texts.append(window.problemList()->item(i)->text());
        return texts;
    }
    static QString summary(WorkshopWindow &window)
    {
        auto *label = window.findChild<QLabel *>(QStringLiteral("problemSummary"));
        return label ? label->text() : QString();
    }
    static void showTab(WorkshopWindow &window, Document *document)
    {
        auto *tabs = window.findChild<QTabWidget *>();
        for (int i = 0; i < tabs->count(); ++i) {
            auto *editor = qobject_cast<EditorWidget *>(tabs->widget(i));
            if (editor && editor->document() == document)
                tabs->setCurrentIndex(i);
        }
    }
    // The lines of `after` that differ from `before` (both as many lines), or -1 when the
    // number of lines changed.
    static int changedLines(const QByteArray &before, const QByteArray &after)
    {
        const QList<QByteArray> a = before.split('\n'), b = after.split('\n');
        if (a.size() != b.size())
            return -1;
        int changed = 0;
        for (qsizetype i = 0; i < a.size(); ++i)
            changed += a[i] != b[i];
        return changed;
    }

private slots:
    // A galaxy that fixes a Thing the shipped Things lack: a problem, not "No problems"; an
    // open Things file that has it makes the galaxy loadable; renaming the Thing there (in
    // the Things tab) brings the problem back in the galaxy's tab.
    void galaxyNamingAThingOfTheOpenThingsFile()
    {
        QJsonObject galaxy = QJsonDocument::fromJson(shipped("galaxy.json")).object();
        galaxy.insert(QStringLiteral("things"),
                      QJsonArray{QJsonObject{{"sector", 50}, {"thing", "moon"}}});
        const QString galaxyPath =
            write(QStringLiteral("moon-galaxy.json"), QJsonDocument(galaxy).toJson());
        QJsonObject things = QJsonDocument::fromJson(shipped("things.json")).object();
        QJsonArray list = things.value(QLatin1String("things")).toArray();
        list.append(QJsonObject{
            {"id", "moon"}, {"name", "Moon"}, {"kind", "planet"}, {"count", 1}, {"income", 1}});
        things.insert(QStringLiteral("things"), list);
        const QString thingsPath =
            write(QStringLiteral("moon-things.json"), QJsonDocument(things).toJson());

        WorkshopWindow window;
        window.show();
        QCOMPARE(window.openFile(galaxyPath), QString());
        Document *galaxyDoc = window.currentDocument();
        QCOMPARE(problemTexts(window),
                 QStringList{galaxyPath + QStringLiteral(": /things/0/thing: unknown thing "
                                                         "'moon' (not in the shipped Things)")});
        QVERIFY(!summary(window).startsWith(QLatin1String("No problems")));
        // The galaxy editor's checks panel says the same.
        auto *galaxyEditor = qobject_cast<galaxy::GalaxyEditor *>(window.currentEditor());
        QVERIFY(galaxyEditor);
        QVERIFY(!galaxydriver::checkOf(*galaxyEditor, QStringLiteral("loader")).ok);

        QCOMPARE(window.openFile(thingsPath), QString());
        Document *thingsDoc = window.currentDocument();
        QCOMPARE(problemTexts(window), QStringList());
        showTab(window, galaxyDoc);
        QCOMPARE(problemTexts(window), QStringList());
        QCOMPARE(summary(window), QStringLiteral("No problems: the game loads this file."));
        QVERIFY(galaxydriver::checkOf(*galaxyEditor, QStringLiteral("loader")).ok);
        // The editor's Things are those of the open file: the moon can be placed, and the
        // cargo check counts it as the planet it is.
        galaxyEditor->setThingId(QStringLiteral("moon"));
        QCOMPARE(galaxyEditor->thingId(), QStringLiteral("moon"));
        QVERIFY(galaxydriver::checkOf(*galaxyEditor, QStringLiteral("cargo")).ok == false);
        galaxyEditor->setTool(galaxy::GalaxyEditor::Tool::PlaceThing);
        galaxyEditor->setThingId(QStringLiteral("spaceport"));
        galaxydriver::click(*galaxyEditor, galaxydriver::sectorHex(*galaxyDoc, 55));
        const auto cargo = galaxydriver::checkOf(*galaxyEditor, QStringLiteral("cargo"));
        QVERIFY2(cargo.ok, qPrintable(cargo.text));
        window.undoGroup()->undo();
        // The preview plays it with the open Things file (the shipped one lacks the moon).
        galaxyEditor->updatePreview();
        QVERIFY2(galaxyEditor->preview()->showsBoard(),
                 qPrintable(galaxyEditor->preview()->message()));

        // Renaming the Thing in the Things file (its tree editor): the galaxy breaks.
        showTab(window, thingsDoc);
        auto *tree = qobject_cast<JsonTreeEditor *>(window.currentEditor());
        QVERIFY(tree);
        const QModelIndex id =
            tree->model()->indexOf(QStringLiteral("/things/%1/id").arg(list.size() - 1));
        QVERIFY(tree->model()->setData(id.siblingAtColumn(1), QStringLiteral("luna")));
        showTab(window, galaxyDoc);
        QCOMPARE(problemTexts(window),
                 QStringList{galaxyPath +
                             QStringLiteral(": /things/0/thing: unknown thing "
                                            "'moon' (not in ") +
                             thingsPath + QLatin1Char(')')});
        QVERIFY(!galaxydriver::checkOf(*galaxyEditor, QStringLiteral("loader")).ok);
        // The Things tab lists it too (the game would not load the two together), without a
        // place to go to in the Things file.
        showTab(window, thingsDoc);
        QCOMPARE(problemTexts(window),
                 QStringList{galaxyPath +
                             QStringLiteral(": /things/0/thing: unknown thing "
                                            "'moon' (not in ") +
                             thingsPath + QLatin1Char(')')});
        QCOMPARE(window.problemList()->item(0)->data(Qt::UserRole).toString(), QString());
        window.undoGroup()->undo();
        showTab(window, galaxyDoc);
        QCOMPARE(problemTexts(window), QStringList());
    }

    // A rule variant whose quick setup names an unknown Thing; a ship table without a
    // pirate's ship breaks the shipped Things: each is a problem of the file being edited,
    // and the shipped files are named in words.
    void ruleVariantAndShipTableAcrossFiles()
    {
        QJsonObject variant = QJsonDocument::fromJson(shipped("variants/short-game.json")).object();
        variant.insert(QStringLiteral("quickThings"), QJsonArray{"spaceport", "planet", "comet"});
        const QString variantPath =
            write(QStringLiteral("comet-rules.json"), QJsonDocument(variant).toJson());
        QJsonObject ships = QJsonDocument::fromJson(shipped("ships.json")).object();
        QJsonArray list = ships.value(QLatin1String("ships")).toArray();
        list.removeAt(3); // the cruiser, the Cruiser Pirate's ship
        ships.insert(QStringLiteral("ships"), list);
        const QString shipsPath =
            write(QStringLiteral("no-cruiser.json"), QJsonDocument(ships).toJson());

        WorkshopWindow window;
        window.show();
        QCOMPARE(window.openFile(variantPath), QString());
        QCOMPARE(problemTexts(window),
                 QStringList{variantPath + QStringLiteral(": /quickThings/2: unknown thing "
                                                          "'comet' (not in the shipped Things)")});
        QCOMPARE(window.openFile(shipsPath), QString());
        const QStringList problems = problemTexts(window);
        QCOMPARE(problems,
                 QStringList{QStringLiteral("the shipped Things: /things/3/ship: unknown ship "
                                            "'cruiser' (not in ") +
                             shipsPath + QLatin1Char(')')});
        QVERIFY(!summary(window).startsWith(QLatin1String("No problems")));
        // Another file's problem does not lead into this one.
        QCOMPARE(window.problemList()->item(0)->data(Qt::UserRole).toString(), QString());
        for (const QString &problem : problems)
            QVERIFY2(!problem.contains(QLatin1String(":/")), qPrintable(problem));
    }

    // Keys no editor shows: the panel offers to remove them, in one step that Undo takes
    // back.
    void unknownKeysRemovedFromThePanel()
    {
        QByteArray bytes = shipped("ships.json");
        bytes.replace("\"id\": \"bomber\",",
                      "\"id\": \"bomber\",\n            \"colour\": \"red\",");
        bytes.replace("\"formatVersion\": 1,", "\"formatVersion\": 1,\n    \"author\": \"Kim\",");
        const QString path = write(QStringLiteral("keys.json"), bytes);
        WorkshopWindow window;
        window.show();
        QCOMPARE(window.openFile(path), QString());
        Document *doc = window.currentDocument();
        QCOMPARE(window.problemList()->count(), 2);
        auto *button = window.findChild<QPushButton *>(QStringLiteral("removeUnknownKeys"));
        QVERIFY(button);
        QVERIFY(button->isVisible());
        QCOMPARE(button->text(), QStringLiteral("Remove 2 unknown key(s)"));
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(problemTexts(window), QStringList());
        QVERIFY(!button->isVisible());
        QVERIFY(doc->value(QStringLiteral("/author")).isUndefined());
        QCOMPARE(window.undoGroup()->undoText(), QStringLiteral("Remove 2 unknown key(s)"));
        // Saved: the file is the shipped one again, byte for byte (its layout kept).
        QVERIFY(window.saveCurrent());
        QCOMPARE(galaxydriver::readAll(path), shipped("ships.json"));
        // One undo brings both back.
        window.undoGroup()->undo();
        QCOMPARE(doc->value(QStringLiteral("/author")).toString(), QStringLiteral("Kim"));
        QTRY_COMPARE(window.problemList()->count(), 2);
        QVERIFY(button->isVisible());
    }

    // A file whose keys are not in alphabetical order: one value edited (through the tree
    // editor) and saved changes one line; a new key goes where its siblings have it.
    void savingKeepsKeyOrderAndLayout()
    {
        const QByteArray before = "{\n"
                                  "  \"formatVersion\": 1,\n"
                                  "  \"format\": \"starboard.things\",\n"
                                  "  \"things\": [\n"
                                  "    {\"name\": \"Planet\", \"id\": \"planet\", \"kind\": "
                                  "\"planet\", \"count\": 8, \"income\": 2},\n"
                                  "    {\n"
                                  "      \"name\": \"Asteroid\",\n"
                                  "      \"id\": \"asteroid\",\n"
                                  "      \"kind\": \"asteroid\",\n"
                                  "      \"count\": 4\n"
                                  "    },\n"
                                  "    {\"name\": \"Spaceport\", \"id\": \"spaceport\", "
                                  "\"kind\": \"spaceport\", \"count\": 1},\n"
                                  "    {\"name\": \"Cruiser Pirate\", \"id\": \"pirate-cruiser\", "
                                  "\"kind\": \"pirate\", \"count\": 1, \"ship\": \"cruiser\"}\n"
                                  "  ]\n"
                                  "}\n";
        const QString path = write(QStringLiteral("unsorted.json"), before);
        WorkshopWindow window;
        window.show();
        QCOMPARE(window.openFile(path), QString());
        auto *tree = qobject_cast<JsonTreeEditor *>(window.currentEditor());
        QVERIFY(tree);
        QCOMPARE(problemTexts(window), QStringList());
        const QModelIndex count = tree->model()->indexOf(QStringLiteral("/things/1/count"));
        QVERIFY(tree->model()->setData(count.siblingAtColumn(1), 5));
        QVERIFY(window.saveCurrent());
        const QByteArray once = galaxydriver::readAll(path);
        QCOMPARE(changedLines(before, once), 1);
        QVERIFY(once.contains("      \"count\": 5\n"));
        QCOMPARE(QJsonDocument::fromJson(once).object(), window.currentDocument()->content());

        // A value in a one-line object: that line only.
        const QModelIndex name = tree->model()->indexOf(QStringLiteral("/things/2/name"));
        QVERIFY(tree->model()->setData(name.siblingAtColumn(1), QStringLiteral("Star port")));
        QVERIFY(window.saveCurrent());
        const QByteArray twice = galaxydriver::readAll(path);
        QCOMPARE(changedLines(once, twice), 1);
        QVERIFY(twice.contains("    {\"name\": \"Star port\", \"id\": \"spaceport\", \"kind\": "
                               "\"spaceport\", \"count\": 1},\n"));

        // A new key (income on the asteroid): after "count", as the planet has it, in the
        // asteroid's layout.
        Document *doc = window.currentDocument();
        QVERIFY(doc->setValue(QStringLiteral("/things/1/income"), 1, QStringLiteral("income")));
        QVERIFY(window.saveCurrent());
        const QByteArray third = galaxydriver::readAll(path);
        QVERIFY2(third.contains("      \"count\": 5,\n      \"income\": 1\n    },"),
                 third.constData());
        QCOMPARE(QJsonDocument::fromJson(third).object(), doc->content());
        // Undo all: the original bytes.
        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        QVERIFY(window.saveCurrent());
        QCOMPARE(galaxydriver::readAll(path), before);
    }

    // The shipped galaxy (sectors five to a line): painting a sector and saving changes the
    // last line of sectors only; erasing one in the middle changes the lines it was on.
    void paintedSectorIsASmallDiff()
    {
        const QByteArray before = shipped("galaxy.json");
        const QString path = write(QStringLiteral("painted.json"), before);
        WorkshopWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.openFile(path), QString());
        auto *editor = qobject_cast<galaxy::GalaxyEditor *>(window.currentEditor());
        QVERIFY(editor);
        editor->setPreviewShown(false);
        const int sectors = galaxydriver::sectorCount(*window.currentDocument());
        galaxydriver::click(*editor, galaxy::Hex(0, -4)); // an empty hex next to (0, -5)
        QCOMPARE(galaxydriver::sectorCount(*window.currentDocument()), sectors + 1);
        QVERIFY(window.saveCurrent());
        const QByteArray after = galaxydriver::readAll(path);
        QCOMPARE(changedLines(before, after), 1);
        QVERIFY(after.contains("{\"q\": 0, \"r\": -4}]") ||
                after.contains("{\"q\": 0, \"r\": -4}\n"));
    }
};

QTEST_MAIN(TestEditorChecks)
#include "tst_editor_checks.moc"
