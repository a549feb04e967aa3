// The whole story of the Workshop as a new user lives it, through the window's menus and the
// editors' own inputs: File > New > Galaxy, reshape it with the mouse (Mirror on), fix its
// Things and Starbase sectors, save it; File > New > Ship table, make the Bomber cheaper,
// save it; Play It starts a game with both files; Playtest runs 100 computer games of them
// and shows the statistics; a broken file is explained and never overwritten.
// With STARBOARD_VIEW_SHOTS=<folder>, the window is saved as PNGs at each step.

#include "boardpreview.h"
#include "data/data.h"
#include "document.h"
#include "documentkinds.h"
#include "engine/registry.h"
#include "galaxydriver.h"
#include "games/galaxy-of-d/content.h"
#include "kinds/ships/shipseditor.h"
#include "playtestdialog.h"
#include "session.h"
#include "workshopwindow.h"

#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUndoGroup>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

// The galaxy's preview draws the game's own board: the Starboard QML module, as in the app.
Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;
using namespace galaxydriver;

namespace {

// The action a user reaches through the menus, by their texts without the '&'.
QAction *menuAction(QMainWindow &window, const QStringList &path)
{
    QList<QAction *> actions = window.menuBar()->actions();
    QAction *found = nullptr;
    for (const QString &text : path) {
        found = nullptr;
        for (QAction *action : std::as_const(actions)) {
            if (action->text().remove(QLatin1Char('&')) == text) {
                found = action;
                break;
            }
        }
        if (!found)
            return nullptr;
        actions = found->menu() ? found->menu()->actions() : QList<QAction *>();
    }
    return found;
}

} // namespace

class TestEditorWalkthrough : public QObject
{
    Q_OBJECT

private slots:
    void newGalaxyAndCheaperBombersPlayedAndPlaytested()
    {
        QTemporaryDir dir;
        WorkshopWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tabs = window.findChild<QTabWidget *>();
        QVERIFY(tabs);

        // 1. File > New > Galaxy: the shipped galaxy to start from, in the galaxy editor.
        QAction *newGalaxy =
            menuAction(window, {"File", "New", "Galaxy", "The galaxy of the rulebook"});
        QVERIFY(newGalaxy);
        newGalaxy->trigger();
        Document *galaxy = window.currentDocument();
        QVERIFY(galaxy);
        QCOMPARE(galaxy->kind().format, QStringLiteral("starboard.galaxy"));
        auto *editor = qobject_cast<GalaxyEditor *>(window.currentEditor());
        QVERIFY(editor);
        QCOMPARE(sectorCount(*galaxy), 102);

        // Reshape it with Mirror on: erase the tip of an arm, bridge the lobes again higher up.
        editor->setMirror(true);
        editor->setTool(GalaxyEditor::Tool::Erase);
        drag(*editor, {sectorHex(*galaxy, 97), sectorHex(*galaxy, 98)});
        QCOMPARE(sectorCount(*galaxy), 98);
        editor->setTool(GalaxyEditor::Tool::Paint);
        drag(*editor, {Hex(0, -2), Hex(1, -2), Hex(2, -2)});
        QCOMPARE(sectorCount(*galaxy), 104);
        // Its Things (each with its mirror image) and the Starbase sectors.
        editor->setTool(GalaxyEditor::Tool::PlaceThing);
        editor->setThingId(QStringLiteral("spaceport"));
        click(*editor, Hex(0, -2));
        editor->setThingId(QStringLiteral("planet"));
        click(*editor, Hex(-4, 1));
        editor->setThingId(QStringLiteral("asteroid"));
        click(*editor, Hex(-3, 3));
        editor->setTool(GalaxyEditor::Tool::StarbaseSector);
        click(*editor, Hex(-7, 2));
        QCOMPARE(galaxy->value(QStringLiteral("/things")).toArray().size(), 6);
        QCOMPARE(galaxy->value(QStringLiteral("/starbaseSectors")).toArray().size(), 2);
        QVERIFY(galaxy->problems().isEmpty());
        for (const GalaxyCheck &check : editor->checks())
            QVERIFY2(check.ok, qPrintable(check.text));
        QCOMPARE(window.problemList()->count(), 0);
        // The preview is the game's board on this galaxy.
        editor->updatePreview();
        QVERIFY2(editor->preview()->showsBoard(), qPrintable(editor->preview()->message()));
        QTest::qWait(50);
        saveShot(&window, QStringLiteral("walkthrough-1-galaxy.png"));
        const QString galaxyPath = dir.filePath(QStringLiteral("twin-spiral.json"));
        QVERIFY(window.saveCurrentAs(galaxyPath));
        QVERIFY(!galaxy->isModified());

        // 2. File > New > Ship table: the Bomber costs $2 less.
        QAction *newShips = menuAction(window, {"File", "New", "Ship table"});
        QVERIFY(newShips);
        newShips->trigger();
        Document *ships = window.currentDocument();
        QCOMPARE(ships->kind().format, QStringLiteral("starboard.ships"));
        auto *shipsEditor = qobject_cast<ShipsEditor *>(window.currentEditor());
        QVERIFY(shipsEditor);
        ShipTableModel *model = shipsEditor->model();
        int bomber = -1;
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, ShipTableModel::Id).data() == QStringLiteral("bomber"))
                bomber = row;
        }
        QVERIFY(bomber >= 0);
        const QModelIndex cost = model->index(bomber, ShipTableModel::Cost);
        const int oldCost = cost.data(Qt::EditRole).toInt();
        QVERIFY(model->setData(cost, oldCost - 2));
        QCOMPARE(window.undoGroup()->undoText(), QStringLiteral("Change cost of Bomber"));
        saveShot(&window, QStringLiteral("walkthrough-2-ships.png"));
        const QString shipsPath = dir.filePath(QStringLiteral("cheap-bombers.json"));
        QVERIFY(window.saveCurrentAs(shipsPath));

        // 3. Play It (from the ship table): a game with both files in place of the shipped ones.
        const QList<Document *> played = window.playDocuments();
        QCOMPARE(played, (QList<Document *>{ships, galaxy}));
        QSignalSpy playSpy(&window, &WorkshopWindow::playRequested);
        QAction *playIt = menuAction(window, {"Game", "Play It"});
        QVERIFY(playIt);
        playIt->trigger();
        QCOMPARE(playSpy.count(), 1);
        QCOMPARE(playSpy.at(0).at(0).toString(), QStringLiteral("galaxy-of-d"));
        QVariantMap config = playSpy.at(0).at(1).toMap();
        QCOMPARE(config.value(QStringLiteral("galaxyFile")).toString(), galaxyPath);
        QCOMPARE(config.value(QStringLiteral("shipsFile")).toString(), shipsPath);
        // What the app does with it: a new game against the computer.
        config.insert(QStringLiteral("gameId"), QStringLiteral("galaxy-of-d"));
        config.insert(QStringLiteral("seed"), QStringLiteral("7"));
        config.insert(
            QStringLiteral("seats"),
            QVariantList{
                QVariantMap{{"name", "Ann"}, {"human", true}},
                QVariantMap{{"name", "Computer"}, {"human", false}, {"level", "heuristic"}}});
        GameSession session;
        QCOMPARE(session.startNewGame(config), QString());
        QVERIFY(session.isActive());
        // The game's content is the edited one.
        QStringList errors;
        const auto content = std::dynamic_pointer_cast<const god::Content>(
            data::loadContent("galaxy-of-d",
                              contentFiles({{QStringLiteral("starboard.galaxy"), galaxyPath},
                                            {QStringLiteral("starboard.ships"), shipsPath}}),
                              errors));
        QVERIFY2(content, qPrintable(errors.join('\n')));
        QCOMPARE(int(content->galaxy.sectors.size()), 104);
        QCOMPARE(int(content->galaxy.starbaseSectors.size()), 2);
        QCOMPARE(content->ships[std::size_t(bomber)].cost, oldCost - 2);

        // 4. Playtest: 100 seeded computer games of both files, in the background.
        PlaytestDialog *dialog = window.playtestCurrent();
        QVERIFY(dialog);
        const QString listed = dialog->findChild<QLabel *>(QStringLiteral("content"))->text();
        QVERIFY2(listed.contains(galaxyPath) && listed.contains(shipsPath), qPrintable(listed));
        QSignalSpy done(dialog, &PlaytestDialog::finished);
        QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("games"))->value(), 100);
        dialog->run();
        QVERIFY(done.wait(240000));
        QCOMPARE(dialog->findChild<QProgressBar *>(QStringLiteral("progress"))->value(), 100);
        const QString stats = dialog->resultText();
        qInfo("%s", qPrintable(stats));
        QVERIFY2(stats.contains(QStringLiteral("100 game")), qPrintable(stats));
        QVERIFY(stats.contains(QStringLiteral("Seat 1 wins")));
        QVERIFY(stats.contains(QStringLiteral("Seat 2 wins")));
        QVERIFY(stats.contains(QStringLiteral("First player's win rate")));
        QVERIFY(stats.contains(QStringLiteral("Game length in actions")));
        saveShot(dialog, QStringLiteral("walkthrough-3-playtest.png"));
        dialog->close();

        // 5. A broken file: explained with its place, nothing opened, nothing written.
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\n    \"format\": \"starboard.ships\",\n    \"ships\": [ oops ]\n}\n");
        file.close();
        const QByteArray before = readAll(broken);
        const int open = window.documentCount();
        const QString error = window.openFile(broken);
        QVERIFY2(error.contains(broken + QStringLiteral(":3:")), qPrintable(error));
        QCOMPARE(window.documentCount(), open);
        QCOMPARE(readAll(broken), before);
        // The saved documents are untouched by all of it.
        QCOMPARE(readAll(galaxyPath), galaxy->serialized());
        QCOMPARE(readAll(shipsPath), ships->serialized());
    }

    // Seen under Xvfb: a stroke that starts on a sector cut off from the galaxy fills the
    // Problems panel under the editor while the button is still down; the canvas gets
    // shorter, and it used to keep its middle hex in its middle, so the map slid up half
    // the height change and the rest of the stroke painted the row below the pointer.
    void paintingWhileProblemsAppearKeepsTheMapUnderThePointer()
    {
        WorkshopWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *newGalaxy =
            menuAction(window, {"File", "New", "Galaxy", "The galaxy of the rulebook"});
        QVERIFY(newGalaxy);
        newGalaxy->trigger();
        auto *editor = qobject_cast<GalaxyEditor *>(window.currentEditor());
        QVERIFY(editor);
        Document *galaxy = window.currentDocument();
        QCOMPARE(sectorCount(*galaxy), 102);
        QTRY_COMPARE(window.problemList()->count(), 0);
        GalaxyCanvas *canvas = editor->canvas();
        QTest::qWait(50);

        // Two empty hexes side by side below the galaxy's middle, cut off from it.
        const Hex first(-1, 5), second(-2, 5);
        QVERIFY(editor->map().sectorIndex(first) < 0 && editor->map().sectorIndex(second) < 0);
        const QPoint firstPixel = pixelOf(*editor, first);
        const QPoint secondPixel = pixelOf(*editor, second);
        const int height = canvas->height();
        QTest::mousePress(canvas, Qt::LeftButton, {}, firstPixel);
        QTRY_VERIFY(window.problemList()->count() > 0);
        // What made the map move: the panel below took room from the canvas. Since session 24
        // the Problems list stays while a document is open (empty under "No problems"), so
        // the canvas keeps its height (the layout follows a posted event: given its time).
        QTest::qWait(100);
        QCOMPARE(canvas->height(), height);
        QCOMPARE(canvas->hexAt(firstPixel), first);
        QCOMPARE(canvas->hexCentre(first).toPoint(), firstPixel);
        QTest::mouseMove(canvas, secondPixel);
        QTest::mouseRelease(canvas, Qt::LeftButton, {}, secondPixel);
        QCOMPARE(sectorCount(*galaxy), 104);
        QCOMPARE(sectorHex(*galaxy, 102), first);
        QCOMPARE(sectorHex(*galaxy, 103), second);
    }
};

QTEST_MAIN(TestEditorWalkthrough)
#include "tst_editor_walkthrough.moc"
