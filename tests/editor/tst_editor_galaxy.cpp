// The galaxy editor (Galaxy of D, starboard.galaxy): painting sectors by mouse clicks on the
// hex canvas, a drag as one undo step, erasing (with the fixed Things' indices following),
// placing and clearing Things, the Mirror option keeping the halves point-symmetric, the
// live checks (a cut-off sector, Things next to each other), zoom and pan, selectPointer(); edit,
// undo all, save gives the original bytes; an edited galaxy loads through the data layer and plays.
// The keyboard (issue 12): Tab to the map, arrows move its hex cursor, Space/Enter use the
// tool, Shift+arrow paints a line, Delete erases; screen readers get the map as a list of hexes
// with the cursor's hex focused; Enter on a check goes to its hex; the preview has a key.
// With STARBOARD_VIEW_SHOTS=<folder>, the editor is saved as PNGs (1100x700).

#include "boardpreview.h"
#include "data/data.h"
#include "document.h"
#include "documentkinds.h"
#include "engine/registry.h"
#include "galaxydriver.h"
#include "games/galaxy-of-d/godcontroller.h"
#include "games/galaxy-of-d/godgrid.h"
#include "kinds/factories.h"
#include "kinds/galaxy/galaxycanvas.h"
#include "kinds/galaxy/galaxyeditor.h"
#include "session.h"
#include "workshopwindow.h"

#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QQuickItem>
#include <QQuickWidget>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

// The preview draws the game's own board: the Starboard QML module, as the app imports it.
Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;
using namespace starboard::editor;
using namespace starboard::editor::galaxy;
using namespace galaxydriver;

namespace {

const QString kShipped = QStringLiteral(":/data/galaxy-of-d/galaxy.json");

} // namespace

class TestEditorGalaxy : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Document *m_doc = nullptr;
    GalaxyEditor *m_editor = nullptr;

    QString copyOfShipped(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        QFile::copy(kShipped, path);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

    // Tab from the toolbar's Thing box, as a keyboard user reaches the map (the window must
    // be active for the focus to move).
    void tabToCanvas()
    {
        m_editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_editor));
        auto *thingBox = m_editor->findChild<QComboBox *>(QStringLiteral("thingBox"));
        QVERIFY(thingBox);
        thingBox->setFocus(Qt::TabFocusReason);
        QVERIFY(thingBox->hasFocus());
        QTest::keyClick(thingBox, Qt::Key_Tab);
        QVERIFY(m_editor->canvas()->hasFocus());
    }

    // The arrows to a hex: Up goes to (q + 1, r - 1), Down to (q - 1, r + 1), Left and Right
    // along the row (the boards' arrow rule on pointy-top hexes).
    void walkTo(Hex target)
    {
        GalaxyCanvas *canvas = m_editor->canvas();
        for (int keys = 0; keys < 100 && canvas->cursorHex() != target; ++keys) {
            const Hex at = canvas->cursorHex();
            QTest::keyClick(canvas, at.y() > target.y()   ? Qt::Key_Up
                                    : at.y() < target.y() ? Qt::Key_Down
                                    : at.x() > target.x() ? Qt::Key_Left
                                                          : Qt::Key_Right);
        }
        QCOMPARE(canvas->cursorHex(), target);
    }

    QString accessibleText(QAccessible::Text which)
    {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(m_editor->canvas());
        return iface ? iface->text(which) : QString();
    }

    // What a screen reader says of the map's focused item: the cursor's hex.
    QString focusedHexName()
    {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(m_editor->canvas());
        QAccessibleInterface *hex = iface ? iface->focusChild() : nullptr;
        return hex ? hex->text(QAccessible::Name) : QString();
    }

private slots:
    void init()
    {
        m_doc = new Document;
        QStringList errors;
        QVERIFY2(m_doc->open(copyOfShipped(QStringLiteral("galaxy.json")), errors),
                 qPrintable(errors.join('\n')));
        m_editor = new GalaxyEditor(m_doc, nullptr);
        m_editor->resize(1100, 700);
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor));
    }

    void cleanup()
    {
        delete m_editor;
        delete m_doc;
        m_editor = nullptr;
        m_doc = nullptr;
    }

    void factoryMakesTheGalaxyEditor()
    {
        std::unique_ptr<QWidget> widget(createGalaxyEditor(m_doc, nullptr));
        QVERIFY(qobject_cast<GalaxyEditor *>(widget.get()));
        // The shipped galaxy passes every check.
        const auto checks = m_editor->checks();
        for (const GalaxyCheck &check : checks)
            QVERIFY2(check.ok, qPrintable(check.text));
        saveShot(m_editor, QStringLiteral("galaxy-editor.png"));
    }

    void hexPixelRoundTrip()
    {
        GalaxyCanvas *canvas = m_editor->canvas();
        for (const Hex hex : {Hex(0, 0), Hex(1, -5), Hex(-8, 3), Hex(9, -2)})
            QCOMPARE(canvas->hexAt(canvas->hexCentre(hex)), hex);
        // Pointy-top layout as the board's: (1, 0) is to the right, (0, 1) below right.
        const QPointF o = canvas->hexCentre(Hex(0, 0));
        QVERIFY(qAbs(canvas->hexCentre(Hex(1, 0)).y() - o.y()) < 0.01);
        QVERIFY(canvas->hexCentre(Hex(0, 1)).y() > o.y());
        QVERIFY(canvas->hexCentre(Hex(0, 1)).x() > o.x());
    }

    void zoomAndPan()
    {
        GalaxyCanvas *canvas = m_editor->canvas();
        const QPointF at = canvas->hexCentre(Hex(0, 0));
        const qreal radius = canvas->radius();
        QWheelEvent wheel(at, canvas->mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(canvas, &wheel);
        QVERIFY(canvas->radius() > radius * 1.2);
        QVERIFY((canvas->hexCentre(Hex(0, 0)) - at).manhattanLength() < 0.5); // zooms about it
        // The right button moves the map and edits nothing.
        const int steps = m_doc->undoStack()->count();
        QTest::mousePress(canvas, Qt::RightButton, {}, QPoint(300, 300));
        QTest::mouseMove(canvas, QPoint(340, 320));
        QTest::mouseRelease(canvas, Qt::RightButton, {}, QPoint(340, 320));
        QVERIFY((canvas->hexCentre(Hex(0, 0)) - (at + QPointF(40, 20))).manhattanLength() < 0.5);
        QCOMPARE(m_doc->undoStack()->count(), steps);
    }

    void paintByClickAndUndo()
    {
        const QByteArray original = m_doc->serialized();
        const int before = m_doc->undoStack()->count();
        click(*m_editor, Hex(1, -5)); // next to (0, -5)
        QCOMPARE(sectorCount(*m_doc), 103);
        QCOMPARE(sectorHex(*m_doc, 102), Hex(1, -5));
        QCOMPARE(m_doc->undoStack()->count(), before + 1);
        // Painting a sector that exists changes nothing (and adds no step).
        click(*m_editor, Hex(1, -5));
        QCOMPARE(m_doc->undoStack()->count(), before + 1);
        m_doc->undoStack()->undo();
        QCOMPARE(sectorCount(*m_doc), 102);
        QCOMPARE(m_doc->serialized(), original);
    }

    void dragIsOneStep()
    {
        const int before = m_doc->undoStack()->count();
        drag(*m_editor, {Hex(1, -5), Hex(2, -5), Hex(3, -5)});
        QCOMPARE(sectorCount(*m_doc), 105);
        QCOMPARE(m_doc->undoStack()->count(), before + 1);
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Paint sectors"));
        m_doc->undoStack()->undo();
        QCOMPARE(sectorCount(*m_doc), 102);
    }

    void eraseKeepsThingIndices()
    {
        const QByteArray original = m_doc->serialized();
        m_editor->setTool(GalaxyEditor::Tool::PlaceThing);
        m_editor->setThingId(QStringLiteral("planet"));
        click(*m_editor, sectorHex(*m_doc, 21));
        m_editor->setThingId(QStringLiteral("spaceport"));
        click(*m_editor, sectorHex(*m_doc, 60));
        m_editor->setThingId(QStringLiteral("asteroid"));
        click(*m_editor, sectorHex(*m_doc, 30));
        QCOMPARE(m_doc->value(QStringLiteral("/things")).toArray().size(), 3);
        QCOMPARE(m_doc->value(QStringLiteral("/things/1/thing")).toString(),
                 QStringLiteral("spaceport"));

        // Erasing sector 20 and then the planet's sector 21 next to it in one stroke (a
        // stroke erases every hex on its way).
        m_editor->setTool(GalaxyEditor::Tool::Erase);
        const Hex hex20 = sectorHex(*m_doc, 20), hex10 = sectorHex(*m_doc, 21);
        const Hex hex60 = sectorHex(*m_doc, 60), hex30 = sectorHex(*m_doc, 30);
        const int steps = m_doc->undoStack()->count();
        QTest::mousePress(m_editor->canvas(), Qt::LeftButton, {}, pixelOf(*m_editor, hex20));
        QTest::mouseMove(m_editor->canvas(), pixelOf(*m_editor, hex10));
        QTest::mouseRelease(m_editor->canvas(), Qt::LeftButton, {}, pixelOf(*m_editor, hex10));
        QCOMPARE(m_doc->undoStack()->count(), steps + 1);
        QCOMPARE(sectorCount(*m_doc), 100);
        const QJsonArray things = m_doc->value(QStringLiteral("/things")).toArray();
        QCOMPARE(things.size(), 2); // the planet went with its sector
        QCOMPARE(things[0].toObject().value(QLatin1String("thing")).toString(),
                 QStringLiteral("spaceport"));
        QCOMPARE(sectorHex(*m_doc, things[0].toObject().value(QLatin1String("sector")).toInt()),
                 hex60);
        QCOMPARE(sectorHex(*m_doc, things[1].toObject().value(QLatin1String("sector")).toInt()),
                 hex30);
        QVERIFY(m_doc->problems().isEmpty());

        // Clear Thing, then undo everything: the original bytes.
        m_editor->setTool(GalaxyEditor::Tool::ClearThing);
        click(*m_editor, hex60);
        click(*m_editor, hex30);
        QVERIFY(m_doc->value(QStringLiteral("/things")).isUndefined());
        while (m_doc->undoStack()->canUndo())
            m_doc->undoStack()->undo();
        QCOMPARE(m_doc->serialized(), original);
        QString error;
        QVERIFY2(m_doc->save(error), qPrintable(error));
        QCOMPARE(readAll(m_doc->filePath()), readAll(kShipped));
    }

    void placeReplacesAThing()
    {
        m_editor->setTool(GalaxyEditor::Tool::PlaceThing);
        m_editor->setThingId(QStringLiteral("planet"));
        click(*m_editor, sectorHex(*m_doc, 40));
        m_editor->setThingId(QStringLiteral("pirate-cruiser"));
        click(*m_editor, sectorHex(*m_doc, 40));
        const QJsonArray things = m_doc->value(QStringLiteral("/things")).toArray();
        QCOMPARE(things.size(), 1);
        QCOMPARE(things[0].toObject().value(QLatin1String("thing")).toString(),
                 QStringLiteral("pirate-cruiser"));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->value(QStringLiteral("/things/0/thing")).toString(),
                 QStringLiteral("planet"));
    }

    void mirrorKeepsSymmetry()
    {
        m_editor->setMirror(true);
        QVERIFY(checkOf(*m_editor, QStringLiteral("symmetry")).ok);
        // The shipped galaxy's half turn: (q, r) -> (1 - q, -r).
        click(*m_editor, Hex(1, -5));
        QCOMPARE(sectorCount(*m_doc), 104);
        QCOMPARE(sectorHex(*m_doc, 102), Hex(1, -5));
        QCOMPARE(sectorHex(*m_doc, 103), Hex(0, 5));
        m_editor->setTool(GalaxyEditor::Tool::PlaceThing);
        m_editor->setThingId(QStringLiteral("planet"));
        click(*m_editor, Hex(-4, 1));
        m_editor->setThingId(QStringLiteral("spaceport"));
        click(*m_editor, Hex(4, -3)); // and (-3, 3)
        QCOMPARE(m_doc->value(QStringLiteral("/things")).toArray().size(), 4);
        m_editor->setTool(GalaxyEditor::Tool::Erase);
        click(*m_editor, Hex(-4, 1)); // and (5, -1) with their planets
        QCOMPARE(sectorCount(*m_doc), 102);
        QCOMPARE(m_doc->value(QStringLiteral("/things")).toArray().size(), 2);
        const GalaxyCheck symmetry = checkOf(*m_editor, QStringLiteral("symmetry"));
        QVERIFY2(symmetry.ok, qPrintable(symmetry.text));
        QVERIFY(m_doc->problems().isEmpty());
        // Without the Mirror, one side alone breaks the symmetry.
        m_editor->setMirror(false);
        click(*m_editor, Hex(1, -5)); // erased alone: (0, 5) stays
        QVERIFY(checkOf(*m_editor, QStringLiteral("symmetry")).id.isEmpty()); // not shown
        QCOMPARE(sectorCount(*m_doc), 101);
        m_editor->setMirror(true);
        const GalaxyCheck broken = checkOf(*m_editor, QStringLiteral("symmetry"));
        QVERIFY2(!broken.ok, qPrintable(broken.text));
        QVERIFY(broken.hexes.contains(Hex(0, 5)));
    }

    void checksReportProblems()
    {
        // A sector far away: the map is cut.
        const Hex far(14, -3);
        m_editor->canvas()->centreOn(far);
        click(*m_editor, far);
        const GalaxyCheck connected = checkOf(*m_editor, QStringLiteral("connected"));
        QVERIFY(!connected.ok);
        QCOMPARE(connected.pointer, QStringLiteral("/sectors/102"));
        QVERIFY(connected.hexes.contains(far));
        QVERIFY(!checkOf(*m_editor, QStringLiteral("loader")).ok); // the loader agrees
        m_doc->undoStack()->undo();
        QVERIFY(checkOf(*m_editor, QStringLiteral("connected")).ok);
        m_editor->canvas()->fitToGalaxy();

        // Two Things side by side; the cargo price from the Spaceport to the planet.
        m_editor->setTool(GalaxyEditor::Tool::PlaceThing);
        m_editor->setThingId(QStringLiteral("spaceport"));
        click(*m_editor, Hex(0, 0));
        QVERIFY(!checkOf(*m_editor, QStringLiteral("cargo")).ok); // no planet
        m_editor->setThingId(QStringLiteral("planet"));
        click(*m_editor, Hex(1, 0));
        const GalaxyCheck apart = checkOf(*m_editor, QStringLiteral("things-apart"));
        QVERIFY(!apart.ok);
        QCOMPARE(apart.pointer, QStringLiteral("/things/0/sector"));
        QVERIFY(apart.hexes.contains(Hex(0, 0)) && apart.hexes.contains(Hex(1, 0)));
        const GalaxyCheck cargo = checkOf(*m_editor, QStringLiteral("cargo"));
        QVERIFY(cargo.ok);
        QVERIFY2(cargo.text.contains(QLatin1String("$4")), qPrintable(cargo.text));
        QVERIFY(checkOf(*m_editor, QStringLiteral("starbases")).ok);
        saveShot(m_editor, QStringLiteral("galaxy-editor-checks.png"));
    }

    void starbasesNeedRoom()
    {
        GalaxyMap map;
        // A line of 5 sectors with a planet at one end: the free sectors away from it
        // (0, 1, 2) are at most 2 moves apart.
        for (int q = 0; q < 5; ++q) {
            map.sectorAt.insert(Hex(q, 0), q);
            map.sectors.append(Hex(q, 0));
        }
        map.things.append({4, QStringLiteral("planet")});
        map.thingAt.insert(4, 0);
        GalaxyRules rules = GalaxyRules::shipped();
        QCOMPARE(rules.content.ruleset.minStarbaseDistance, 3);
        auto starbasesOk = [&] {
            const auto checks = GalaxyEditor::checkGalaxy(map, rules, {}, std::nullopt);
            for (const GalaxyCheck &check : checks)
                if (check.id == QLatin1String("starbases"))
                    return check.ok;
            return true;
        };
        QVERIFY(!starbasesOk());
        rules.content.ruleset.minStarbaseDistance = 2;
        QVERIFY(starbasesOk());
    }

    void selectPointerCentresAndHighlights()
    {
        const QPointF middle(m_editor->canvas()->width() / 2.0, m_editor->canvas()->height() / 2.0);
        m_editor->selectPointer(QStringLiteral("/sectors/17"));
        QCOMPARE(m_editor->canvas()->highlight(), std::optional<Hex>(sectorHex(*m_doc, 17)));
        QVERIFY((m_editor->canvas()->hexCentre(sectorHex(*m_doc, 17)) - middle).manhattanLength() <
                1.0);
        m_editor->setTool(GalaxyEditor::Tool::PlaceThing);
        m_editor->canvas()->fitToGalaxy();
        for (int sector : {5, 50, 90})
            click(*m_editor, sectorHex(*m_doc, sector));
        m_editor->selectPointer(QStringLiteral("/things/2/sector"));
        QCOMPARE(m_editor->canvas()->highlight(), std::optional<Hex>(sectorHex(*m_doc, 90)));
        QVERIFY((m_editor->canvas()->hexCentre(sectorHex(*m_doc, 90)) - middle).manhattanLength() <
                1.0);
        saveShot(m_editor, QStringLiteral("galaxy-editor-selected.png"));
    }

    void starbaseSectorsMarkUnmarkAndFollowErasing()
    {
        const QByteArray original = m_doc->serialized();
        QVERIFY(m_doc->value(QStringLiteral("/starbaseSectors")).isUndefined());
        const GalaxyCheck before = checkOf(*m_editor, QStringLiteral("starbases"));
        QVERIFY(before.ok);
        QVERIFY(before.pointer.isEmpty());

        // Marking with Mirror on marks the image too; one click is one undo step.
        m_editor->setMirror(true);
        m_editor->setTool(GalaxyEditor::Tool::StarbaseSector);
        const Hex west = sectorHex(*m_doc, 44), east = sectorHex(*m_doc, 57);
        const int steps = m_doc->undoStack()->count();
        click(*m_editor, west);
        QCOMPARE(m_doc->undoStack()->count(), steps + 1);
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Mark Starbase sectors"));
        const QJsonArray marked = m_doc->value(QStringLiteral("/starbaseSectors")).toArray();
        QCOMPARE(marked.size(), 2);
        QCOMPARE(sectorHex(*m_doc, marked[0].toInt()), west);
        QCOMPARE(sectorHex(*m_doc, marked[1].toInt()), east); // (1 - q, -r) of the west one
        QVERIFY(m_doc->problems().isEmpty());
        GalaxyCheck check = checkOf(*m_editor, QStringLiteral("starbases"));
        QVERIFY2(check.ok, qPrintable(check.text));
        QVERIFY2(check.text.contains(QStringLiteral("2 marked")), qPrintable(check.text));
        QVERIFY(checkOf(*m_editor, QStringLiteral("symmetry")).ok);

        // The loader reads the list; the engine offers only these sectors to the Starbases.
        QString error;
        QVERIFY2(m_doc->save(error), qPrintable(error));
        data::ContentFiles files;
        files.galaxy = m_doc->filePath();
        QStringList errors;
        const auto content = std::dynamic_pointer_cast<const god::Content>(
            data::loadContent("galaxy-of-d", files, errors));
        QVERIFY2(content, qPrintable(errors.join('\n')));
        QCOMPARE(content->galaxy.starbaseSectors, (std::vector<int>{44, 57}));

        // Erasing a sector before them renumbers them; erasing a marked one unmarks it.
        m_editor->setMirror(false);
        m_editor->setTool(GalaxyEditor::Tool::Erase);
        click(*m_editor, sectorHex(*m_doc, 0));
        QCOMPARE(m_doc->value(QStringLiteral("/starbaseSectors")).toArray(), (QJsonArray{43, 56}));
        QCOMPARE(sectorHex(*m_doc, 43), west);
        click(*m_editor, east);
        QCOMPARE(m_doc->value(QStringLiteral("/starbaseSectors")).toArray(), (QJsonArray{43}));
        // One marked sector is not enough: the game's loader says so, the check too.
        QVERIFY(!m_doc->problems().isEmpty());
        QCOMPARE(m_doc->problems().first().pointer, QStringLiteral("/starbaseSectors"));
        QVERIFY(!checkOf(*m_editor, QStringLiteral("starbases")).ok);

        // Unmarking the last one removes the list (the rule 5.2 placement again).
        m_editor->setTool(GalaxyEditor::Tool::StarbaseSector);
        click(*m_editor, west);
        QVERIFY(m_doc->value(QStringLiteral("/starbaseSectors")).isUndefined());
        QVERIFY(m_doc->problems().isEmpty());

        // Undo all: the content as it was (saved in between, so not the same bytes).
        while (m_doc->undoStack()->canUndo())
            m_doc->undoStack()->undo();
        QCOMPARE(QJsonDocument::fromJson(m_doc->serialized()).object(),
                 QJsonDocument::fromJson(original).object());
    }

    void starbaseSectorsThatLeaveNoRoom()
    {
        // Two neighbouring sectors: never 3 moves apart.
        m_editor->setTool(GalaxyEditor::Tool::StarbaseSector);
        drag(*m_editor, {sectorHex(*m_doc, 47), sectorHex(*m_doc, 48)});
        QCOMPARE(m_doc->value(QStringLiteral("/starbaseSectors")).toArray(), (QJsonArray{47, 48}));
        const GalaxyCheck check = checkOf(*m_editor, QStringLiteral("starbases"));
        QVERIFY(!check.ok);
        QVERIFY(check.hexes.contains(sectorHex(*m_doc, 47)));
        QCOMPARE(check.pointer, QStringLiteral("/starbaseSectors"));
        m_editor->selectPointer(QStringLiteral("/starbaseSectors/1"));
        QCOMPARE(m_editor->canvas()->highlight(), std::optional<Hex>(sectorHex(*m_doc, 48)));
        // The preview's board offers the Starbases these two sectors only.
        m_editor->updatePreview();
        QVERIFY2(m_editor->preview()->showsBoard(), qPrintable(m_editor->preview()->message()));
        auto *controller = m_editor->preview()->board()->findChild<god::GodController *>();
        QCOMPARE(controller->phase(), QStringLiteral("starbase"));
        QList<int> offered;
        auto *sectors = controller->sectors();
        for (int i = 0; i < sectors->rowCount(); ++i) {
            if (sectors->data(sectors->index(i), god::GodSectorModel::HighlightRole) ==
                QStringLiteral("place"))
                offered.append(i);
        }
        QCOMPARE(offered, (QList<int>{47, 48}));
        QTest::qWait(50); // the view renders the new board
        saveShot(m_editor, QStringLiteral("galaxy-editor-starbases.png"));
        // A drag that starts on a marked sector unmarks.
        drag(*m_editor, {sectorHex(*m_doc, 48), sectorHex(*m_doc, 47)});
        QVERIFY(m_doc->value(QStringLiteral("/starbaseSectors")).isUndefined());
    }

    // Every message of the checks panel, on small galaxies: a row of sectors (i, 0), fixed
    // Things by sector, marked Starbase sectors, the Mirror option's centre.
    void toolsHaveKeys()
    {
        m_editor->canvas()->setFocus();
        QTest::keyClick(m_editor->canvas(), Qt::Key_E);
        QCOMPARE(m_editor->tool(), GalaxyEditor::Tool::Erase);
        QTest::keyClick(m_editor->canvas(), Qt::Key_S);
        QCOMPARE(m_editor->tool(), GalaxyEditor::Tool::StarbaseSector);
        QTest::keyClick(m_editor->canvas(), Qt::Key_M);
        QVERIFY(m_editor->mirror());
        QTest::keyClick(m_editor->canvas(), Qt::Key_P);
        QCOMPARE(m_editor->tool(), GalaxyEditor::Tool::Paint);
        // The key is in the tool's tip.
        auto *erase = m_editor->findChild<QAction *>(QStringLiteral("eraseTool"));
        QVERIFY(erase->toolTip().endsWith(QStringLiteral("(E)")));
        QVERIFY(!erase->icon().isNull());
    }

    void everyCheckMessage_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<QStringList>("things"); // "sector:thing"
        QTest::addColumn<QList<int>>("starbases");
        QTest::addColumn<bool>("mirror");
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("text");
        const QList<int> none;
        QTest::newRow("no sectors") << 0 << QStringList() << none << false << "connected" << false
                                    << "The galaxy has no sectors";
        QTest::newRow("connected") << 10 << QStringList() << none << false << "connected" << true
                                   << "The map is connected (10 sector(s))";
        QTest::newRow("no Things") << 10 << QStringList() << none << false << "things-apart" << true
                                   << "No fixed Things: the Galaxy Setting places them when a "
                                      "game starts";
        QTest::newRow("Things apart")
            << 10 << QStringList{"0:spaceport", "2:planet"} << none << false << "things-apart"
            << true << "No fixed Thing is next to another";
        QTest::newRow("Things together")
            << 10 << QStringList{"0:spaceport", "1:planet"} << none << false << "things-apart"
            << false
            << "1 pair(s) of fixed Things next to each other (sector 0,0 and "
               "sector 1,0)";
        QTest::newRow("drawn cargo") << 10 << QStringList() << none << false << "cargo" << true
                                     << "The cargo price is set by the Galaxy Setting";
        QTest::newRow("no Spaceport")
            << 10 << QStringList{"0:planet"} << none << false << "cargo" << false
            << "No Spaceport among the fixed Things: no cargo can be "
               "sold";
        QTest::newRow("no planet")
            << 10 << QStringList{"0:spaceport", "5:asteroid"} << none << false << "cargo" << false
            << "No planet can be reached from the Spaceport: the cargo "
               "price is $0";
        QTest::newRow("cargo price")
            << 10 << QStringList{"0:spaceport", "2:planet"} << none << false << "cargo" << true
            << "Cargo price $8 (the nearest planet is 2 move(s) from "
               "the Spaceport)";
        QTest::newRow("room") << 10 << QStringList() << none << false << "starbases" << true
                              << "Room for two Starbases at least 3 move(s) apart";
        QTest::newRow("no room") << 3 << QStringList() << none << false << "starbases" << false
                                 << "No room for two Starbases 3 move(s) apart and away from "
                                    "the Things (the game then drops the rule)";
        QTest::newRow("one marked")
            << 10 << QStringList() << QList<int>{4} << false << "starbases" << false
            << "Only one Starbase sector is marked: mark one for each "
               "player, or none";
        QTest::newRow("marked, room")
            << 10 << QStringList() << QList<int>{0, 9} << false << "starbases" << true
            << "Two of the 2 marked Starbase sector(s) are at least 3 "
               "moves apart and away from the Things";
        QTest::newRow("marked, no room")
            << 10 << QStringList{"8:planet"} << QList<int>{0, 9} << false << "starbases" << false
            << "No two of the 2 marked Starbase sector(s) are 3 moves apart and away from the "
               "Things (the game then drops the rule)";
        QTest::newRow("symmetric") << 2 << QStringList() << none << true << "symmetry" << true
                                   << "The two halves are point-symmetric";
        QTest::newRow("not symmetric") << 3 << QStringList() << none << true << "symmetry" << false
                                       << "1 sector(s) differ from their mirror image";
        QTest::newRow("loader") << 10 << QStringList() << none << false << "loader" << true
                                << "The game's loader accepts the galaxy";
    }
    void everyCheckMessage()
    {
        QFETCH(int, length);
        QFETCH(QStringList, things);
        QFETCH(QList<int>, starbases);
        QFETCH(bool, mirror);
        QFETCH(QString, id);
        QFETCH(bool, ok);
        QFETCH(QString, text);
        QJsonArray sectors, fixed, marked;
        for (int q = 0; q < length; ++q)
            sectors.append(QJsonObject{{"q", q}, {"r", 0}});
        for (const QString &thing : things) {
            const QStringList parts = thing.split(QLatin1Char(':'));
            fixed.append(QJsonObject{{"sector", parts[0].toInt()}, {"thing", parts[1]}});
        }
        for (const int sector : starbases)
            marked.append(sector);
        QJsonObject json{{"sectors", sectors}};
        if (!fixed.isEmpty())
            json.insert(QStringLiteral("things"), fixed);
        if (!marked.isEmpty())
            json.insert(QStringLiteral("starbaseSectors"), marked);
        const auto checks =
            GalaxyEditor::checkGalaxy(GalaxyMap::fromJson(json), GalaxyRules::shipped(), {},
                                      mirror ? std::optional<QPoint>(QPoint(1, 0)) : std::nullopt);
        GalaxyCheck check;
        for (const GalaxyCheck &c : checks)
            if (c.id == id)
                check = c;
        QCOMPARE(check.id, id);
        QCOMPARE(check.text, text);
        QCOMPARE(check.ok, ok);
    }

    // Drawing ends the automatic fit: a layout change while painting (the checks panel
    // growing, the preview appearing) no longer re-fits the galaxy under the pen; the map
    // keeps its place on the screen (the canvas's top left corner stays put) and the zoom
    // stays, so the hex under the pointer stays under it.
    void canvasHoldsStillWhilePainting()
    {
        GalaxyCanvas *canvas = m_editor->canvas();
        QVERIFY(canvas->fitsAutomatically());
        const Hex edge(10, -3); // outside the shipped galaxy, inside the view's margin
        QVERIFY(m_doc->value(QStringLiteral("/sectors")).toArray().size() == 102);
        click(*m_editor, edge);
        QCOMPARE(sectorCount(*m_doc), 103);
        QVERIFY(!canvas->fitsAutomatically());
        const qreal radius = canvas->radius();
        const int width = canvas->width();
        const QPointF zero = canvas->mapToGlobal(canvas->hexCentre(Hex(0, 0)));
        m_editor->resize(m_editor->width() - 120, m_editor->height() - 60);
        QTRY_VERIFY(canvas->width() < width - 60);
        QCOMPARE(canvas->radius(), radius);
        QVERIFY((canvas->mapToGlobal(canvas->hexCentre(Hex(0, 0))) - zero).manhattanLength() < 1.0);
        // Fit makes it follow the size again.
        m_editor->findChild<QAction *>(QStringLiteral("fitAction"))->trigger();
        QVERIFY(canvas->fitsAutomatically());
    }

    // A fast drag (two mouse samples six hexes apart) paints every hex on the line between
    // them, in order, as one undo step.
    void fastDragPaintsEveryHexBetweenSamples()
    {
        m_doc->setValue(QStringLiteral("/sectors"), QJsonArray(), QStringLiteral("clear"));
        GalaxyCanvas *canvas = m_editor->canvas();
        canvas->fitToGalaxy();
        const int steps = m_doc->undoStack()->count();
        QTest::mousePress(canvas, Qt::LeftButton, {}, pixelOf(*m_editor, Hex(-3, 0)));
        QTest::mouseMove(canvas, pixelOf(*m_editor, Hex(3, 0)));
        QTest::mouseRelease(canvas, Qt::LeftButton, {}, pixelOf(*m_editor, Hex(3, 0)));
        QCOMPARE(m_doc->undoStack()->count(), steps + 1);
        QList<Hex> painted;
        for (int i = 0; i < sectorCount(*m_doc); ++i)
            painted.append(sectorHex(*m_doc, i));
        QCOMPARE(painted, (QList<Hex>{Hex(-3, 0), Hex(-2, 0), Hex(-1, 0), Hex(0, 0), Hex(1, 0),
                                      Hex(2, 0), Hex(3, 0)}));
        // A diagonal: every sample hex is a neighbour of the one before (no gaps).
        QTest::mousePress(canvas, Qt::LeftButton, {}, pixelOf(*m_editor, Hex(0, -3)));
        QTest::mouseMove(canvas, pixelOf(*m_editor, Hex(0, 3)));
        QTest::mouseRelease(canvas, Qt::LeftButton, {}, pixelOf(*m_editor, Hex(0, 3)));
        for (int r = -3; r <= 3; ++r)
            QVERIFY2(m_editor->map().sectorIndex(Hex(0, r)) >= 0, qPrintable(QString::number(r)));
        QVERIFY(checkOf(*m_editor, QStringLiteral("connected")).ok);
    }

    // The hex under the pointer is named as the game's log names sectors.
    void pointerShowsTheSectorsCoordinates()
    {
        auto *label = m_editor->findChild<QLabel *>(QStringLiteral("pointerLabel"));
        QVERIFY(label);
        QTest::mouseMove(m_editor->canvas(), pixelOf(*m_editor, sectorHex(*m_doc, 0)));
        QCOMPARE(label->text(), QStringLiteral("sector -2,-5 (in the galaxy)"));
        QTest::mouseMove(m_editor->canvas(), pixelOf(*m_editor, Hex(0, -4)));
        QCOMPARE(label->text(), QStringLiteral("sector 0,-4 (empty)"));
        // The undo texts name sectors the same way; the label follows the paint.
        click(*m_editor, Hex(0, -4));
        QCOMPARE(label->text(), QStringLiteral("sector 0,-4 (in the galaxy)"));
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Paint sectors"));
        QCOMPARE(m_doc->undoStack()->command(m_doc->undoStack()->count() - 1)->child(0)->text(),
                 QStringLiteral("Add sector 0,-4"));
    }

    // The galaxy's name and id are fields of the editor, each change one undo step.
    void nameAndIdAreEditable()
    {
        auto *name = m_editor->findChild<QLineEdit *>(QStringLiteral("galaxyName"));
        auto *id = m_editor->findChild<QLineEdit *>(QStringLiteral("galaxyId"));
        QVERIFY(name && id);
        QCOMPARE(name->text(), QStringLiteral("Galaxy of D"));
        QCOMPARE(id->text(), QStringLiteral("galaxy-of-d"));
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Twin Rings"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(m_doc->value(QStringLiteral("/name")).toString(), QStringLiteral("Twin Rings"));
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Rename the galaxy to Twin Rings"));
        id->setFocus();
        id->selectAll();
        QTest::keyClicks(id, QStringLiteral("Twin Rings"));
        QTest::keyClick(id, Qt::Key_Return);
        // Not an id: the loader says so, with the way to it.
        QCOMPARE(m_doc->value(QStringLiteral("/id")).toString(), QStringLiteral("Twin Rings"));
        const auto problems = m_doc->problems();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0].pointer, QStringLiteral("/id"));
        m_doc->undoStack()->undo();
        QCOMPARE(id->text(), QStringLiteral("galaxy-of-d"));
        m_doc->undoStack()->undo();
        QCOMPARE(name->text(), QStringLiteral("Galaxy of D"));
        QVERIFY(!m_doc->isModified());
    }

    // File > New > Galaxy offers an empty galaxy besides the rulebook's.
    void newEmptyGalaxyFromTheFileMenu()
    {
        WorkshopWindow window;
        window.show();
        QMenu *galaxies = nullptr;
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu() && menu->text().remove(QLatin1Char('&')) == QLatin1String("File"))
                for (QAction *sub : menu->menu()->actions())
                    if (sub->menu() && sub->text().remove(QLatin1Char('&')) == QLatin1String("New"))
                        for (QAction *kind : sub->menu()->actions())
                            if (kind->menu() &&
                                kind->text().remove(QLatin1Char('&')) == QLatin1String("Galaxy"))
                                galaxies = kind->menu();
        QVERIFY(galaxies);
        QStringList offered;
        QAction *empty = nullptr;
        for (QAction *action : galaxies->actions()) {
            // As shown: without the Alt letter's marker.
            offered.append(action->text().remove(QLatin1Char('&')));
            if (offered.back() == QLatin1String("Empty galaxy"))
                empty = action;
        }
        QCOMPARE(offered, (QStringList{QStringLiteral("The galaxy of the rulebook"),
                                       QStringLiteral("Empty galaxy")}));
        empty->trigger();
        Document *doc = window.currentDocument();
        QVERIFY(doc);
        QCOMPARE(sectorCount(*doc), 0);
        auto *editor = qobject_cast<GalaxyEditor *>(window.currentEditor());
        QVERIFY(editor);
        QVERIFY(!checkOf(*editor, QStringLiteral("connected")).ok); // "no sectors"
        editor->setPreviewShown(false);
        drag(*editor, {Hex(0, 0), Hex(1, 0), Hex(2, 0)});
        QCOMPARE(sectorCount(*doc), 3);
        QCOMPARE(doc->problems().size(), 0);
    }

    // The connectivity and the neighbours are the game's (GodGame on the edited map), also
    // with a broken sector entry among the sectors; sectors are named by coordinates, as in
    // the game's log.
    void cutOffSectorsAreNamedByCoordinates()
    {
        const QJsonArray sectors{QJsonObject{{"q", 0}, {"r", 0}}, QJsonObject{{"q", "x"}, {"r", 0}},
                                 QJsonObject{{"q", 1}, {"r", 0}}, QJsonObject{{"q", 3}, {"r", 0}},
                                 QJsonObject{{"q", 4}, {"r", -1}}};
        const QJsonArray things{QJsonObject{{"sector", 3}, {"thing", "planet"}},
                                QJsonObject{{"sector", 4}, {"thing", "asteroid"}}};
        const auto checks = GalaxyEditor::checkGalaxy(
            GalaxyMap::fromJson(QJsonObject{{"sectors", sectors}, {"things", things}}),
            GalaxyRules::shipped(), {}, std::nullopt);
        QCOMPARE(checks[0].id, QStringLiteral("connected"));
        QCOMPARE(checks[0].text, QStringLiteral("2 sector(s) cannot be reached from sector 0,0"));
        QCOMPARE(checks[0].pointer, QStringLiteral("/sectors/3"));
        QCOMPARE(checks[0].hexes, (QSet<Hex>{Hex(3, 0), Hex(4, -1)}));
        QCOMPARE(checks[1].id, QStringLiteral("things-apart"));
        QCOMPARE(checks[1].text, QStringLiteral("1 pair(s) of fixed Things next to each other "
                                                "(sector 3,0 and sector 4,-1)"));
    }

    void loaderProblemsAreChecks()
    {
        const QList<Problem> problems{
            {QStringLiteral("g.json: /sectors/1: broken"), QStringLiteral("/sectors/1")}};
        QJsonArray sectors{QJsonObject{{"q", 0}, {"r", 0}}, QJsonObject{{"q", 1}, {"r", 0}}};
        const auto checks =
            GalaxyEditor::checkGalaxy(GalaxyMap::fromJson(QJsonObject{{"sectors", sectors}}),
                                      GalaxyRules::shipped(), problems, std::nullopt);
        QCOMPARE(checks.last().id, QStringLiteral("loader"));
        QVERIFY(!checks.last().ok);
        QCOMPARE(checks.last().text, problems.first().message);
        QCOMPARE(checks.last().pointer, QStringLiteral("/sectors/1"));
        QVERIFY(checks.last().hexes.contains(Hex(1, 0)));
    }

    void previewDrawsTheGameBoard()
    {
        // The preview is the game's board (GodBoard.qml and its GodController) on a
        // quick-setup game of the edited galaxy, rebuilt after an edit.
        QVERIFY(m_editor->previewShown());
        m_editor->updatePreview();
        BoardPreview *preview = m_editor->preview();
        QVERIFY2(preview->showsBoard(), qPrintable(preview->message()));
        QVERIFY(preview->session()->isActive());
        QCOMPARE(preview->session()->gameId(), QStringLiteral("galaxy-of-d"));
        auto *controller = preview->board()->findChild<god::GodController *>();
        QVERIFY(controller);
        QCOMPARE(controller->sectors()->rowCount(), 102);
        QCOMPARE(controller->phase(), QStringLiteral("starbase")); // quick setup: Things drawn
        QVERIFY(preview->board()->width() > 100);
        // The whole galaxy is in view: every sector inside the map, none under the zoom and
        // cargo row (the small preview lost its lower sectors there).
        QTRY_VERIFY(preview->view()->isVisible() && preview->view()->height() > 100);
        QCoreApplication::processEvents();
        {
            QQuickItem *galaxy =
                preview->board()->findChild<QQuickItem *>(QStringLiteral("galaxy"));
            QQuickItem *controls =
                preview->board()->findChild<QQuickItem *>(QStringLiteral("mapControls"));
            QVERIFY(galaxy && controls);
            const QRectF area = galaxy->parentItem()->parentItem()->mapRectToScene(
                QRectF(0, 0, galaxy->parentItem()->parentItem()->width(),
                       galaxy->parentItem()->parentItem()->height()));
            const QRectF under =
                controls->mapRectToScene(QRectF(0, 0, controls->width(), controls->height()));
            auto *grid = preview->board()->findChild<GodGrid *>(QStringLiteral("sectorGrid"));
            QVERIFY(grid);
            int sectors = 0;
            const qreal radius = controller->hexRadius() * galaxy->scale();
            for (const QVariant &spot : grid->clickSpots()) {
                ++sectors;
                const QPointF centre = grid->mapToScene(
                    grid->centreOf(spot.toMap()[QStringLiteral("sector")].toInt()));
                // The hex's middle part (its corners may reach the view's edge).
                const QRectF hex(centre - QPointF(radius, radius) * 0.6,
                                 QSizeF(radius, radius) * 1.2);
                QVERIFY2(area.contains(hex), qPrintable(QStringLiteral("%1,%2 radius %3")
                                                            .arg(centre.x())
                                                            .arg(centre.y())
                                                            .arg(radius)));
                QVERIFY2(!under.intersects(hex),
                         qPrintable(QStringLiteral("%1,%2 under the zoom row")
                                        .arg(centre.x())
                                        .arg(centre.y())));
            }
            QCOMPARE(sectors, 102);
        }

        m_editor->setTool(GalaxyEditor::Tool::Paint);
        click(*m_editor, Hex(1, -5));
        QTRY_VERIFY(preview->board() &&
                    preview->board()->findChild<god::GodController *>()->sectors()->rowCount() ==
                        103);
        saveShot(m_editor, QStringLiteral("galaxy-editor-preview.png"));
    }

    void previewExplainsAGalaxyTheGameRefuses()
    {
        m_editor->setTool(GalaxyEditor::Tool::Erase);
        // Erasing the three-sector-wide band between the lobes cuts the galaxy in two.
        drag(*m_editor, {Hex(0, -1), Hex(0, 0), Hex(0, 1)});
        QVERIFY(!m_doc->problems().isEmpty());
        m_editor->updatePreview();
        QVERIFY(!m_editor->preview()->showsBoard());
        QVERIFY2(m_editor->preview()->message().contains(m_doc->problems().first().message),
                 qPrintable(m_editor->preview()->message()));
        m_doc->undoStack()->undo();
        m_editor->updatePreview();
        QVERIFY(m_editor->preview()->showsBoard());
    }

    void previewCanBeHidden()
    {
        m_editor->setPreviewShown(false);
        QVERIFY(!m_editor->preview()->isVisible());
        m_editor->setTool(GalaxyEditor::Tool::Paint);
        click(*m_editor, Hex(1, -5));
        m_editor->setPreviewShown(true);
        QVERIFY(m_editor->preview()->isVisible());
        m_editor->updatePreview();
        QCOMPARE(
            m_editor->preview()->board()->findChild<god::GodController *>()->sectors()->rowCount(),
            103);
    }

    void editedGalaxyLoadsAndPlays()
    {
        m_editor->setMirror(true);
        drag(*m_editor, {Hex(1, -5), Hex(2, -5)});
        m_editor->setTool(GalaxyEditor::Tool::PlaceThing);
        m_editor->setThingId(QStringLiteral("spaceport"));
        click(*m_editor, Hex(0, 0)); // and (1, 0): next to each other
        m_doc->undoStack()->undo();
        m_editor->setThingId(QStringLiteral("spaceport"));
        click(*m_editor, Hex(-1, -2));
        m_editor->setThingId(QStringLiteral("planet"));
        click(*m_editor, Hex(-4, 1));
        click(*m_editor, Hex(6, -4));
        QVERIFY(m_doc->problems().isEmpty());
        const auto checks = m_editor->checks();
        for (const GalaxyCheck &check : checks)
            QVERIFY2(check.ok, qPrintable(check.text));
        saveShot(m_editor, QStringLiteral("galaxy-editor-mirror.png"));

        QString error;
        QVERIFY2(m_doc->save(error), qPrintable(error));
        data::ContentFiles files;
        files.galaxy = m_doc->filePath();
        QStringList errors;
        auto content = data::loadContent("galaxy-of-d", files, errors);
        QVERIFY2(content, qPrintable(errors.join('\n')));
        const auto gameContent = std::dynamic_pointer_cast<const god::Content>(content);
        QVERIFY(gameContent);
        QCOMPARE(int(gameContent->galaxy.sectors.size()), 106);
        QCOMPARE(int(gameContent->galaxy.things.size()), 6);
        const auto *registration = builtinGames().find("galaxy-of-d");
        QVERIFY(registration);
        auto game = registration->create(content, 2);
        QVERIFY(game);
        QVERIFY(game->newInitialState());
    }

    // Keyboard (issue 12): Tab reaches the map; its cursor starts on the sector nearest the
    // middle of the galaxy, with the white ring; Tab goes on to the name, Shift+Tab back.
    void tabReachesTheCanvas()
    {
        tabToCanvas();
        GalaxyCanvas *canvas = m_editor->canvas();
        QVERIFY(canvas->cursorShown());
        const Hex start = canvas->cursorHex();
        QVERIFY(m_editor->map().sectorIndex(start) >= 0);
        QPointF middle;
        int count = 0;
        for (const auto &hex : m_editor->map().sectors) {
            middle += hexToUnit(*hex);
            ++count;
        }
        middle /= count;
        const QPointF d = hexToUnit(start) - middle;
        for (const auto &hex : m_editor->map().sectors) {
            const QPointF e = hexToUnit(*hex) - middle;
            QVERIFY(QPointF::dotProduct(d, d) <= QPointF::dotProduct(e, e) + 1e-9);
        }
        // The label under the map names the ring's hex, as the screen reader's focused hex does.
        auto *label = m_editor->findChild<QLabel *>(QStringLiteral("pointerLabel"));
        const QString here =
            QStringLiteral("sector %1,%2 (in the galaxy)").arg(start.x()).arg(start.y());
        QCOMPARE(label->text(), here);
        QCOMPARE(focusedHexName(), here);
        auto *name = m_editor->findChild<QLineEdit *>(QStringLiteral("galaxyName"));
        QTest::keyClick(canvas, Qt::Key_Tab);
        QVERIFY(name->hasFocus());
        QTest::keyClick(name, Qt::Key_Backtab, Qt::ShiftModifier);
        QVERIFY(canvas->hasFocus());
        QCOMPARE(canvas->cursorHex(), start);
        saveShot(m_editor, QStringLiteral("galaxy-editor-keyboard.png"));
    }

    // The arrows step to a neighbouring hex; Left then Right and Up then Down come back; the
    // view follows a cursor that leaves it, at the user's zoom.
    void arrowsMoveTheCursor()
    {
        tabToCanvas();
        GalaxyCanvas *canvas = m_editor->canvas();
        const Hex start = canvas->cursorHex();
        auto adjacent = [](Hex a, Hex b) {
            const Hex d = b - a;
            return std::abs(d.x()) + std::abs(d.y()) + std::abs(d.x() + d.y()) == 2;
        };
        QTest::keyClick(canvas, Qt::Key_Left);
        QCOMPARE(canvas->cursorHex(), start + Hex(-1, 0));
        QTest::keyClick(canvas, Qt::Key_Right);
        QCOMPARE(canvas->cursorHex(), start);
        QTest::keyClick(canvas, Qt::Key_Up);
        const Hex up = canvas->cursorHex();
        QVERIFY(adjacent(start, up));
        QVERIFY(canvas->hexCentre(up).y() < canvas->hexCentre(start).y());
        QTest::keyClick(canvas, Qt::Key_Down);
        QCOMPARE(canvas->cursorHex(), start);
        QTest::keyClick(canvas, Qt::Key_Down);
        QVERIFY(adjacent(start, canvas->cursorHex()));
        QVERIFY(canvas->hexCentre(canvas->cursorHex()).y() > canvas->hexCentre(start).y());

        const qreal radius = canvas->radius();
        for (int i = 0; i < 30; ++i) {
            const Hex before = canvas->cursorHex();
            QTest::keyClick(canvas, Qt::Key_Right);
            QCOMPARE(canvas->cursorHex(), before + Hex(1, 0));
            QVERIFY(canvas->rect().contains(canvas->hexCentre(canvas->cursorHex()).toPoint()));
        }
        QCOMPARE(canvas->radius(), radius);
        QVERIFY(canvas->cursorShown());
    }

    // A click moves the cursor to the clicked hex and gives the map the focus without the
    // ring; a key shows it.
    void clickMovesTheCursorWithoutTheRing()
    {
        m_editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_editor));
        GalaxyCanvas *canvas = m_editor->canvas();
        m_editor->setTool(GalaxyEditor::Tool::ClearThing); // a click that changes nothing
        click(*m_editor, Hex(0, 0));
        QVERIFY(canvas->hasFocus());
        QCOMPARE(canvas->cursorHex(), Hex(0, 0));
        QVERIFY(!canvas->cursorShown());
        QTest::keyClick(canvas, Qt::Key_Right);
        QCOMPARE(canvas->cursorHex(), Hex(1, 0));
        QVERIFY(canvas->cursorShown());
    }

    // Space (or Enter) uses the tool on the cursor's hex as a click would: one undo step.
    // Shift+arrow moves and uses it; Delete and Backspace erase whatever the tool.
    void keysPaintAndErase()
    {
        tabToCanvas();
        GalaxyCanvas *canvas = m_editor->canvas();
        const QByteArray original = m_doc->serialized();
        const int before = m_doc->undoStack()->count();
        walkTo(Hex(1, -5)); // next to (0, -5), outside the galaxy
        QVERIFY(focusedHexName().startsWith("sector 1,-5 (empty)"));
        QTest::keyClick(canvas, Qt::Key_Space);
        QCOMPARE(sectorCount(*m_doc), 103);
        QCOMPARE(sectorHex(*m_doc, 102), Hex(1, -5));
        QCOMPARE(m_doc->undoStack()->count(), before + 1);
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Paint sectors"));
        QVERIFY(focusedHexName().startsWith("sector 1,-5 (in the galaxy)"));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->serialized(), original);
        QTest::keyClick(canvas, Qt::Key_Return);
        QCOMPARE(sectorCount(*m_doc), 103);

        // A line: two Shift+Rights, a step each.
        QTest::keyClick(canvas, Qt::Key_Right, Qt::ShiftModifier);
        QTest::keyClick(canvas, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(canvas->cursorHex(), Hex(3, -5));
        QCOMPARE(sectorCount(*m_doc), 105);
        QCOMPARE(sectorHex(*m_doc, 103), Hex(2, -5));
        QCOMPARE(sectorHex(*m_doc, 104), Hex(3, -5));
        QCOMPARE(m_doc->undoStack()->count(), before + 3);

        // Delete erases with the Paint tool chosen; Backspace too.
        QCOMPARE(m_editor->tool(), GalaxyEditor::Tool::Paint);
        QTest::keyClick(canvas, Qt::Key_Delete);
        QCOMPARE(sectorCount(*m_doc), 104);
        QCOMPARE(m_editor->map().sectorIndex(Hex(3, -5)), -1);
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Erase sectors"));
        QCOMPARE(m_editor->tool(), GalaxyEditor::Tool::Paint);
        QTest::keyClick(canvas, Qt::Key_Left);
        QTest::keyClick(canvas, Qt::Key_Backspace);
        QCOMPARE(sectorCount(*m_doc), 103);
        QCOMPARE(m_doc->undoStack()->count(), before + 5);
        while (m_doc->undoStack()->index() > before)
            m_doc->undoStack()->undo();
        QCOMPARE(m_doc->serialized(), original);
    }

    // Place Thing by keys (T, then Enter): the accessible text names the cursor's hex, its
    // Thing, a Starbase sector and the warnings on it.
    void placeThingByKeyboardAndTheAccessibleText()
    {
        tabToCanvas();
        GalaxyCanvas *canvas = m_editor->canvas();
        QCOMPARE(accessibleText(QAccessible::Name), QStringLiteral("Galaxy map"));
        QCOMPARE(QAccessible::queryAccessibleInterface(canvas)->role(), QAccessible::List);
        QTest::keyClick(canvas, Qt::Key_T);
        QCOMPARE(m_editor->tool(), GalaxyEditor::Tool::PlaceThing);
        m_editor->setThingId(QStringLiteral("planet"));
        walkTo(Hex(0, 0));
        QCOMPARE(focusedHexName(), QStringLiteral("sector 0,0 (in the galaxy)"));
        QTest::keyClick(canvas, Qt::Key_Enter, Qt::KeypadModifier);
        QCOMPARE(m_doc->value(QStringLiteral("/things/0/thing")).toString(),
                 QStringLiteral("planet"));
        QCOMPARE(sectorHex(*m_doc, m_doc->value(QStringLiteral("/things/0/sector")).toInt()),
                 Hex(0, 0));
        QCOMPARE(focusedHexName(),
                 QStringLiteral("sector 0,0 (in the galaxy). Fixed Thing: Planet"));
        // A second planet next to it (Shift+Right): both hexes warn.
        QTest::keyClick(canvas, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(m_doc->value(QStringLiteral("/things")).toArray().size(), 2);
        QVERIFY2(focusedHexName().startsWith(
                     "sector 1,0 (in the galaxy). Fixed Thing: Planet. Warning: "),
                 qPrintable(focusedHexName()));
        // The label under the map names the ring's hex too.
        auto *label = m_editor->findChild<QLabel *>(QStringLiteral("pointerLabel"));
        QCOMPARE(label->text(), QStringLiteral("sector 1,0 (in the galaxy)"));
        // A Starbase sector (S, then Space); Clear Thing (C, then Space).
        QTest::keyClick(canvas, Qt::Key_Left);
        QTest::keyClick(canvas, Qt::Key_C);
        QTest::keyClick(canvas, Qt::Key_Space);
        QTest::keyClick(canvas, Qt::Key_Down);
        QTest::keyClick(canvas, Qt::Key_S);
        QTest::keyClick(canvas, Qt::Key_Space);
        QCOMPARE(m_doc->value(QStringLiteral("/things")).toArray().size(), 1);
        const QString text = focusedHexName();
        QVERIFY2(text.startsWith("sector -1,1 (in the galaxy). Starbase sector"), qPrintable(text));
        QCOMPARE(m_editor->map().starbaseSectors.size(), 1);
    }

    // Screen readers (issue 12): the map is a list named "Galaxy map" with the keys as its
    // description; its items are the galaxy's sectors in the file's order, and the cursor's
    // hex last while it is on an empty hex; the focused item is the cursor's hex (a move
    // reports the focus on it over AT-SPI: atspi_tree, Orca in docs/accessibility.md); an
    // item's focus action puts the cursor there. Orca 43 said nothing when the cursor moved
    // while the hex was the map's description.
    void screenReaderSeesTheHexes()
    {
        tabToCanvas();
        GalaxyCanvas *canvas = m_editor->canvas();
        QAccessibleInterface *map = QAccessible::queryAccessibleInterface(canvas);
        QVERIFY(map);
        QCOMPARE(map->role(), QAccessible::List);
        QCOMPARE(map->text(QAccessible::Name), QStringLiteral("Galaxy map"));
        QVERIFY(map->text(QAccessible::Description).contains(QStringLiteral("arrows")));
        const int sectors = sectorCount(*m_doc);
        QCOMPARE(map->childCount(), sectors); // the cursor starts on a sector
        for (int i : {0, 17, sectors - 1}) {
            QAccessibleInterface *item = map->child(i);
            QVERIFY(item);
            QCOMPARE(item->role(), QAccessible::ListItem);
            QCOMPARE(item->parent(), map);
            QCOMPARE(map->indexOfChild(item), i);
            QCOMPARE(item->text(QAccessible::Name), m_editor->hexText(sectorHex(*m_doc, i)));
            QVERIFY(item->state().focusable);
        }
        QAccessibleInterface *focused = map->focusChild();
        QVERIFY(focused);
        QVERIFY(focused->state().focused);
        QCOMPARE(focused->text(QAccessible::Name), m_editor->hexText(canvas->cursorHex()));
        QCOMPARE(focused->rect().center(),
                 canvas->mapToGlobal(canvas->hexCentre(canvas->cursorHex()).toPoint()));
        QCOMPARE(map->childAt(focused->rect().center().x(), focused->rect().center().y()), focused);

        // Off the galaxy: the empty hex is the last item, and goes when the cursor leaves it.
        walkTo(Hex(1, -5));
        QCOMPARE(map->childCount(), sectors + 1);
        QCOMPARE(map->child(sectors), map->focusChild());
        QCOMPARE(map->focusChild()->text(QAccessible::Name), QStringLiteral("sector 1,-5 (empty)"));
        QVERIFY(!map->child(0)->state().focused);
        QTest::keyClick(canvas, Qt::Key_Space); // painted: now a sector of the file
        QCOMPARE(map->childCount(), sectors + 1);
        QCOMPARE(map->child(sectors)->text(QAccessible::Name),
                 QStringLiteral("sector 1,-5 (in the galaxy)"));
        walkTo(Hex(0, 0));
        QCOMPARE(map->childCount(), sectors + 1);

        // A screen reader's focus action on an item: the cursor goes there, the map has the
        // focus.
        m_editor->findChild<QLineEdit *>(QStringLiteral("galaxyName"))->setFocus();
        QVERIFY(!map->focusChild());
        QAccessibleInterface *item = map->child(17);
        QVERIFY(item->actionInterface());
        item->actionInterface()->doAction(QAccessibleActionInterface::setFocusAction());
        QVERIFY(canvas->hasFocus());
        QCOMPARE(canvas->cursorHex(), sectorHex(*m_doc, 17));
        QCOMPARE(map->focusChild(), item);
    }

    // Keyboard (issue 12): Enter on a check (as a click) puts the ring on its hex and the
    // focus on the map, so that the keys act there; the lists are named for screen readers;
    // the preview's tool bar button has a key (V), as every tool bar action has.
    void checksAndPreviewByKeyboard()
    {
        m_editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_editor));
        GalaxyCanvas *canvas = m_editor->canvas();
        // A sector cut off: the "connected" check names it.
        walkTo(Hex(0, 0));
        m_editor->setTool(GalaxyEditor::Tool::Paint);
        click(*m_editor, Hex(9, -9));
        auto *checks = m_editor->findChild<QListWidget *>(QStringLiteral("checkList"));
        QVERIFY(checks);
        QCOMPARE(QAccessible::queryAccessibleInterface(checks)->text(QAccessible::Name),
                 QStringLiteral("Checks"));
        int row = -1;
        for (int i = 0; i < checks->count(); ++i)
            if (checks->item(i)->data(Qt::UserRole + 1).toString() == QLatin1String("connected"))
                row = i;
        QVERIFY(row >= 0);
        checks->setFocus(Qt::TabFocusReason);
        checks->setCurrentRow(row);
        canvas->setCursorHex(Hex(0, 0));
        QTest::keyClick(checks, Qt::Key_Return);
        QVERIFY(canvas->hasFocus());
        QCOMPARE(canvas->cursorHex(), Hex(9, -9));
        QCOMPARE(canvas->highlight(), std::optional<Hex>(Hex(9, -9)));
        QVERIFY(canvas->cursorShown());
        // Delete erases it from there.
        QTest::keyClick(canvas, Qt::Key_Delete);
        QCOMPARE(m_editor->map().sectorIndex(Hex(9, -9)), -1);

        QVERIFY(m_editor->previewShown());
        QTest::keyClick(canvas, Qt::Key_V);
        QVERIFY(!m_editor->previewShown());
        QTest::keyClick(canvas, Qt::Key_V);
        QVERIFY(m_editor->previewShown());
        auto *preview = m_editor->findChild<QAction *>(QStringLiteral("previewAction"));
        QVERIFY(preview->toolTip().endsWith(QStringLiteral("(V)")));
    }

    // Escape ends a stroke of the mouse: the rest of the drag paints nothing.
    void escapeEndsAStroke()
    {
        m_editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_editor));
        GalaxyCanvas *canvas = m_editor->canvas();
        const int before = m_doc->undoStack()->count();
        QTest::mousePress(canvas, Qt::LeftButton, {}, pixelOf(*m_editor, Hex(1, -5)));
        QTest::keyClick(canvas, Qt::Key_Escape);
        QTest::mouseMove(canvas, pixelOf(*m_editor, Hex(2, -5)));
        QTest::mouseRelease(canvas, Qt::LeftButton, {}, pixelOf(*m_editor, Hex(2, -5)));
        QCOMPARE(sectorCount(*m_doc), 103);
        QCOMPARE(m_doc->undoStack()->count(), before + 1);
    }
};

QTEST_MAIN(TestEditorGalaxy)
#include "tst_editor_galaxy.moc"
