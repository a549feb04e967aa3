// The Galaxy Fighters spawn deck designer (starboard.gf-spawn-deck) through the widgets a
// designer touches: a card painted by clicks and by keys and the JSON saved; a stack's order
// changed and an alien removed in the stack list; a card copied and pasted (into the same and
// into another deck); undo and redo (undoing everything and saving gives the original bytes);
// the checks of an empty card and of a deck too small for a difficulty, with the loader's
// message in the document's problems; the spawn curve's series following the deck; the card
// on the real board (GfBoard through GameSession) from two districts' sides; the Playtest's
// win rate per difficulty, and a deck of empty cards refused with the loader's message by
// Playtest and by the game ("Play It"). With STARBOARD_VIEW_SHOTS=<folder>, the designer is
// saved as PNGs (1100x700).

#include "boardpreview.h"
#include "data/data.h"
#include "document.h"
#include "documentkinds.h"
#include "games/galaxy-fighters/gf_game.h"
#include "games/galaxy-fighters/gfcontroller.h"
#include "kinds/gfspawn/spawnart.h"
#include "kinds/gfspawn/spawndeckeditor.h"
#include "kinds/gfspawn/spawnpainter.h"
#include "kinds/gfspawn/spawnplaytest.h"
#include "kinds/gftables/gftableeditor.h"
#include "playtestdialog.h"
#include "session.h"
#include "workshopwindow.h"

#include <QAction>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QQuickItem>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

// The preview draws the game's own board: the Starboard QML module, as the app imports it.
Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;
using namespace starboard::editor;
using namespace starboard::editor::gfspawn;

namespace {

const QString kFormat = QStringLiteral("starboard.gf-spawn-deck");

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The aliens of one cell of a card as "kind/facing" strings, bottom first.
QStringList stackOf(const QJsonObject &card, int col, int row)
{
    QStringList out;
    const int index = cellIndex(card, col, row);
    if (index < 0)
        return out;
    for (const auto &a : card.value(QLatin1String("cells"))
                             .toArray()
                             .at(index)
                             .toObject()
                             .value(QLatin1String("aliens"))
                             .toArray())
        out.append(a.toObject().value(QLatin1String("kind")).toString() + QLatin1Char('/') +
                   a.toObject().value(QLatin1String("facing")).toString());
    return out;
}

} // namespace

class TestEditorGfSpawn : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::unique_ptr<Document> openShipped()
    {
        auto doc = std::make_unique<Document>();
        QStringList errors;
        const DocumentKind *kind = kindForFormat(kFormat);
        if (!kind || !doc->openDefault(*kind, errors))
            return nullptr;
        return doc;
    }

    // A new empty card (the Add card button), selected.
    static int addCard(SpawnDeckEditor &editor)
    {
        const int before = editor.model()->rowCount();
        editor.addCardAction()->trigger();
        return editor.model()->rowCount() == before + 1 ? editor.currentRow() : -1;
    }

    static void click(SpawnPainter *painter, QPoint cell, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(painter, button, Qt::NoModifier, painter->cellCenter(cell));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(kindForFormat(kFormat));
        QCOMPARE(kindForFormat(kFormat)->gameId, QStringLiteral("galaxy-fighters"));
        QVERIFY(kindForFormat(kFormat)->createEditor);
    }

    // The four kinds map to the game's content files ("Play It" and Playtest read them).
    void kindsMapToTheContentFiles()
    {
        const ContentSet set{{QStringLiteral("starboard.gf-spawn-deck"), QStringLiteral("/a.json")},
                             {QStringLiteral("starboard.gf-ships"), QStringLiteral("/b.json")},
                             {QStringLiteral("starboard.gf-equipment"), QStringLiteral("/c.json")},
                             {QStringLiteral("starboard.gf-ruleset"), QStringLiteral("/d.json")}};
        const data::ContentFiles files = contentFiles(set);
        QCOMPARE(files.spawnDeck, QStringLiteral("/a.json"));
        QCOMPARE(files.ships, QStringLiteral("/b.json"));
        QCOMPARE(files.equipment, QStringLiteral("/c.json"));
        QCOMPARE(files.ruleset, QStringLiteral("/d.json"));
        const QVariantMap config = sessionConfig(set);
        QCOMPARE(config.value(QStringLiteral("spawnDeckFile")).toString(),
                 QStringLiteral("/a.json"));
        QCOMPARE(config.value(QStringLiteral("shipsFile")).toString(), QStringLiteral("/b.json"));
        QCOMPARE(config.value(QStringLiteral("equipmentFile")).toString(),
                 QStringLiteral("/c.json"));
        QCOMPARE(config.value(QStringLiteral("rulesetFile")).toString(), QStringLiteral("/d.json"));
    }

    void paintByClicksAndKeys()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        SpawnDeckEditor editor(doc.get());
        editor.resize(1100, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const int row = addCard(editor);
        QVERIFY(row > 0);
        SpawnPainter *painter = editor.painter();

        // A click places the chosen alien: a Bluvol flying to the reader's left at (1, 3).
        editor.kindBox()->setCurrentIndex(editor.kindBox()->findData(QStringLiteral("bluvol")));
        editor.facingBox()->setCurrentIndex(editor.facingBox()->findData(QStringLiteral("left")));
        click(painter, {1, 3});
        QCOMPARE(painter->cellCursor(), QPoint(1, 3));
        // Keys: 3 picks the Magentis, Shift+Up faces it away, arrows move, Space places.
        painter->setFocus();
        QTest::keyClick(painter, Qt::Key_3);
        QCOMPARE(editor.kindBox()->currentData().toString(), QStringLiteral("magentis"));
        QTest::keyClick(painter, Qt::Key_Up, Qt::ShiftModifier);
        QCOMPARE(editor.facingBox()->currentData().toString(), QStringLiteral("away"));
        QTest::keyClick(painter, Qt::Key_Right);
        QTest::keyClick(painter, Qt::Key_Right);
        QTest::keyClick(painter, Qt::Key_Down);
        QCOMPARE(painter->cellCursor(), QPoint(3, 4));
        QTest::keyClick(painter, Qt::Key_Space);
        // A right click takes a top alien off; Delete too. Insert places (in the grid it is
        // not the designer's Add card).
        const int cardsBefore = editor.model()->rowCount();
        QTest::keyClick(painter, Qt::Key_Insert);
        QCOMPARE(editor.model()->rowCount(), cardsBefore);
        QCOMPARE(stackOf(editor.model()->card(row), 3, 4).size(), 2);
        QTest::keyClick(painter, Qt::Key_Delete);
        click(painter, {0, 0});
        click(painter, {0, 0}, Qt::RightButton);
        // The cursor stays in the grid.
        for (int i = 0; i < 7; ++i)
            QTest::keyClick(painter, Qt::Key_Left);
        QCOMPARE(painter->cellCursor().x(), 0);

        const QString path = m_dir.filePath(QStringLiteral("painted.json"));
        QString error;
        QVERIFY2(doc->saveAs(path, error), qPrintable(error));
        const QJsonObject saved = readJson(path);
        const QJsonArray cards = saved.value(QLatin1String("cards")).toArray();
        const QJsonObject card = cards.at(row - 1).toObject();
        QCOMPARE(card.value(QLatin1String("cells")).toArray().size(), 2);
        QCOMPARE(stackOf(card, 1, 3), QStringList{QStringLiteral("bluvol/left")});
        QCOMPARE(stackOf(card, 3, 4), QStringList{QStringLiteral("magentis/away")});
        QCOMPARE(stackOf(card, 0, 0), QStringList());
        // The saved file loads in the game's loader without a problem.
        QCOMPARE(data::validateFile(path), QStringList());
    }

    void stackOrderChangesAndRemoves()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        SpawnDeckEditor editor(doc.get());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(addCard(editor) > 0);
        SpawnPainter *painter = editor.painter();
        const auto place = [&](const char *kind, const char *facing) {
            editor.kindBox()->setCurrentIndex(editor.kindBox()->findData(QLatin1String(kind)));
            editor.facingBox()->setCurrentIndex(
                editor.facingBox()->findData(QLatin1String(facing)));
            click(painter, {2, 2});
        };
        place("yellum", "toward");
        place("bluvol", "right");
        place("magentis", "away");
        const QString cardPointer = SpawnCardListModel::pointerOf(editor.currentRow());
        QCOMPARE(stackOf(doc->value(cardPointer).toObject(), 2, 2),
                 (QStringList{"yellum/toward", "bluvol/right", "magentis/away"}));
        // The list shows the stack top first.
        QListWidget *stack = editor.stackList();
        QCOMPARE(stack->count(), 3);
        QVERIFY(stack->item(0)->text().contains(QStringLiteral("Magentis")));
        QVERIFY(stack->item(2)->text().contains(QStringLiteral("Yellum")));
        // The top alien goes one lower: one undo step.
        const int steps = doc->undoStack()->count();
        stack->setCurrentRow(0);
        QTest::mouseClick(editor.stackDownButton(), Qt::LeftButton);
        QCOMPARE(stackOf(doc->value(cardPointer).toObject(), 2, 2),
                 (QStringList{"yellum/toward", "magentis/away", "bluvol/right"}));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(stack->currentRow(), 1);
        QVERIFY(stack->item(0)->text().contains(QStringLiteral("Bluvol")));
        // The bottom one to the top.
        stack->setCurrentRow(2);
        QTest::mouseClick(editor.stackUpButton(), Qt::LeftButton);
        QTest::mouseClick(editor.stackUpButton(), Qt::LeftButton);
        QCOMPARE(stackOf(doc->value(cardPointer).toObject(), 2, 2),
                 (QStringList{"magentis/away", "bluvol/right", "yellum/toward"}));
        // By keys in the list: Ctrl+Down and Ctrl+Up move the chosen alien.
        stack->setFocus();
        stack->setCurrentRow(0);
        QTest::keyClick(stack, Qt::Key_Down, Qt::ControlModifier);
        QCOMPARE(stackOf(doc->value(cardPointer).toObject(), 2, 2),
                 (QStringList{"magentis/away", "yellum/toward", "bluvol/right"}));
        QTest::keyClick(stack, Qt::Key_Up, Qt::ControlModifier);
        QCOMPARE(stackOf(doc->value(cardPointer).toObject(), 2, 2),
                 (QStringList{"magentis/away", "bluvol/right", "yellum/toward"}));
        // The middle one removed (the button; Delete below).
        stack->setCurrentRow(1);
        QTest::mouseClick(editor.stackRemoveButton(), Qt::LeftButton);
        QCOMPARE(stackOf(doc->value(cardPointer).toObject(), 2, 2),
                 (QStringList{"magentis/away", "yellum/toward"}));
        stack->setCurrentRow(0);
        QTest::keyClick(stack, Qt::Key_Delete);
        QCOMPARE(stackOf(doc->value(cardPointer).toObject(), 2, 2), QStringList{"magentis/away"});
        doc->undoStack()->undo();
        // A full stack takes no seventh alien.
        for (int i = 0; i < 6; ++i)
            place("yellum", "toward");
        QCOMPARE(stackOf(doc->value(cardPointer).toObject(), 2, 2).size(), kMaxStack);
        // Undo back to the two-alien stack, redo again.
        for (int i = 0; i < 4; ++i)
            doc->undoStack()->undo();
        QCOMPARE(stackOf(doc->value(cardPointer).toObject(), 2, 2),
                 (QStringList{"magentis/away", "yellum/toward"}));
        doc->undoStack()->redo();
        QCOMPARE(stackOf(doc->value(cardPointer).toObject(), 2, 2).size(), 3);
    }

    void copyAndPasteCards()
    {
        auto doc = openShipped();
        auto other = openShipped();
        QVERIFY(doc && other);
        SpawnDeckEditor editor(doc.get());
        SpawnDeckEditor otherEditor(other.get());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.selectRow(3);
        const QJsonObject copied = editor.model()->card(3);
        const int cards = editor.model()->rowCount();
        // Ctrl+C, Ctrl+V in the card list: the copy lands after the card, with a new id.
        editor.cardList()->setFocus();
        QTest::keyClick(editor.cardList(), Qt::Key_C, Qt::ControlModifier);
        QTest::keyClick(editor.cardList(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(editor.model()->rowCount(), cards + 1);
        QCOMPARE(editor.currentRow(), 4);
        QJsonObject pasted = editor.model()->card(4);
        QVERIFY(pasted.value(QLatin1String("id")) != copied.value(QLatin1String("id")));
        QCOMPARE(pasted.value(QLatin1String("cells")), copied.value(QLatin1String("cells")));
        QVERIFY(doc->problems().isEmpty());
        // Into another deck, after its starting card.
        otherEditor.selectRow(0);
        QVERIFY(otherEditor.pasteCard() == 1);
        QCOMPARE(otherEditor.model()->card(1).value(QLatin1String("cells")),
                 copied.value(QLatin1String("cells")));
        // Duplicate, move and remove are undo steps too.
        editor.duplicateAction()->trigger();
        QCOMPARE(editor.model()->rowCount(), cards + 2);
        QCOMPARE(editor.currentRow(), 5);
        editor.moveUpAction()->trigger();
        QCOMPARE(editor.currentRow(), 4);
        editor.removeCardAction()->trigger();
        QCOMPARE(editor.model()->rowCount(), cards + 1);
        QVERIFY(doc->problems().isEmpty());
    }

    void undoAllGivesTheOriginalBytes()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        const QByteArray original = doc->serialized();
        SpawnDeckEditor editor(doc.get());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.selectRow(2);
        click(editor.painter(), {4, 4});
        click(editor.painter(), {4, 4});
        click(editor.painter(), {0, 1}, Qt::RightButton);
        editor.duplicateAction()->trigger();
        editor.moveDownAction()->trigger();
        QVERIFY(doc->serialized() != original);
        QVERIFY(doc->undoStack()->count() >= 4); // each edit one step
        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        QCOMPARE(doc->serialized(), original);
        while (doc->undoStack()->canRedo())
            doc->undoStack()->redo();
        QVERIFY(doc->serialized() != original);
    }

    void checksNameAnEmptyCardAndASmallDeck()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        SpawnDeckEditor editor(doc.get());
        const QStringList before = editor.checks();
        QVERIFY2(before.contains(QStringLiteral("Every card spawns at least one alien.")),
                 qPrintable(before.join('\n')));
        // Ace draws from the 26 shipped cards of at most 7 aliens (English plurals come from
        // the app's translation, which this test does not load).
        QVERIFY2(before.filter(QStringLiteral("Ace draws 25 of the deck's 26 card")).size() == 1,
                 qPrintable(before.join('\n')));
        const int row = addCard(editor);
        const QString id = editor.model()->card(row).value(QLatin1String("id")).toString();
        const QStringList after = editor.checks();
        QVERIFY2(after.contains(QStringLiteral("Card %1 spawns no alien; every card must spawn at "
                                               "least one.")
                                    .arg(id)),
                 qPrintable(after.join('\n')));
        // The loader says so too (the Problems panel), with the card's pointer.
        bool found = false;
        for (const Problem &p : doc->problems())
            found = found || (p.pointer == QStringLiteral("/cards/%1/cells").arg(row - 1) &&
                              p.message.contains(QStringLiteral("must spawn at least one alien")));
        QVERIFY(found);
        // Activating the check selects the card.
        editor.selectRow(0);
        QListWidget *checks = editor.checksList();
        for (int i = 0; i < checks->count(); ++i) {
            if (checks->item(i)->text().contains(id))
                emit checks->itemActivated(checks->item(i));
        }
        QCOMPARE(editor.currentRow(), row);

        // A deck of 16 cards is too small for Expert Pilot (20) and Ace (25), not for Rookie.
        while (editor.model()->rowCount() > 17) {
            editor.selectRow(1);
            QVERIFY(editor.removeCard());
        }
        const QStringList small = editor.checks();
        // The lightest cards went first: 10 of the 16 left have at most 7 aliens.
        QVERIFY2(small.contains(QStringLiteral("Ace draws 25 spawn cards of at most 7 aliens, but "
                                               "the deck has only 10.")),
                 qPrintable(small.join('\n')));
        QVERIFY(small.contains(QStringLiteral("Expert Pilot draws 20 spawn cards, but the deck "
                                              "has only 16.")));
        // (English plurals come from the app's translation, which this test does not load.)
        QVERIFY(small.filter(QStringLiteral("Rookie draws 15 of the deck's 16 card")).size() == 1);
    }

    void curveFollowsTheDeck()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        SpawnDeckEditor editor(doc.get());
        const auto series = [&] {
            const auto list = editor.curveChart()->series();
            return list.isEmpty() ? nullptr : qobject_cast<QStackedBarSeries *>(list.first());
        };
        QVERIFY(series());
        const int cards = editor.model()->rowCount() - 1;
        QCOMPARE(series()->count(), 3); // one bar set per kind
        QVERIFY(series()->barSets().at(1)->label().contains(QStringLiteral("speed 2")));
        const QStringList kinds = editor.model()->kindIds();
        for (int k = 0; k < 3; ++k) {
            QBarSet *set = series()->barSets().at(k);
            QCOMPARE(set->count(), cards);
            for (int c = 0; c < cards; ++c)
                QCOMPARE(int(set->at(c)), aliensPerKind(editor.model()->card(c + 1), kinds)[k]);
        }
        // A Magentis more on card 2: its bar grows by one.
        editor.selectRow(2);
        const double magentis = series()->barSets().at(2)->at(1);
        editor.kindBox()->setCurrentIndex(2);
        QVERIFY(editor.placeAlien({0, 0}));
        QCOMPARE(series()->barSets().at(2)->at(1), magentis + 1);
        QVERIFY(editor.curveSummary()->text().contains(QStringLiteral("on average")));
        // A card more: a bar more.
        addCard(editor);
        QCOMPARE(series()->barSets().at(0)->count(), cards + 1);
    }

    // The Deck tab: the kinds' names and speeds in a table (the chooser and the curve follow),
    // the deck's name; a problem in a kind is shown there.
    void deckTabEditsKinds()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        SpawnDeckEditor editor(doc.get());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *kinds = qobject_cast<gftables::GfTableModel *>(editor.kindsView()->model());
        QVERIFY(kinds);
        QCOMPARE(kinds->rowCount(), 3);
        const int speed = kinds->columnOf(QStringLiteral("speed"));
        QVERIFY(!kinds->setData(kinds->index(1, speed), 6)); // the loader allows 1 to 5
        QVERIFY(kinds->setData(kinds->index(1, speed), 4));
        QCOMPARE(doc->value(QStringLiteral("/kinds/1/speed")).toInt(), 4);
        QVERIFY(editor.kindBox()->itemText(1).contains(QStringLiteral("speed 4")));
        auto *series = qobject_cast<QStackedBarSeries *>(editor.curveChart()->series().first());
        QVERIFY(series->barSets().at(1)->label().contains(QStringLiteral("speed 4")));
        // The deck's name, one undo step.
        editor.sideTabs()->setCurrentIndex(4);
        editor.deckNameEdit()->setFocus();
        editor.deckNameEdit()->selectAll();
        QTest::keyClicks(editor.deckNameEdit(), QStringLiteral("Swarm"));
        QTest::keyClick(editor.deckNameEdit(), Qt::Key_Return);
        QCOMPARE(doc->value(QStringLiteral("/name")).toString(), QStringLiteral("Swarm"));
        doc->undoStack()->undo();
        QCOMPARE(editor.deckNameEdit()->text(), QStringLiteral("Exovon spawn deck"));
        // A kind's id made the same as another's: the loader reports it (the cards are not
        // renamed: that would merge two kinds); a problem there goes to the Deck tab.
        QVERIFY(kinds->setData(kinds->index(0, kinds->columnOf(QStringLiteral("id"))),
                               doc->value(QStringLiteral("/kinds/1/id")).toString()));
        QVERIFY(!doc->problems().isEmpty());
        editor.sideTabs()->setCurrentIndex(0);
        editor.selectPointer(QStringLiteral("/kinds/0/id"));
        QCOMPARE(editor.sideTabs()->currentIndex(), 4);
        QCOMPARE(editor.kindsView()->currentIndex().row(), 0);
    }

    // A kind's id renamed in the Deck tab is renamed on every card that names it, in the
    // same undo step (session 17).
    void renamingAKindRenamesItsCards()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        SpawnDeckEditor editor(doc.get());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *kinds = qobject_cast<gftables::GfTableModel *>(editor.kindsView()->model());
        QVERIFY(kinds);
        const QString old = doc->value(QStringLiteral("/kinds/0/id")).toString();
        const auto count = [&](const QString &kind) {
            int n = 0;
            const int cards = editor.model()->rowCount();
            for (int row = 0; row < cards; ++row)
                for (const auto &cell :
                     editor.model()->card(row).value(QLatin1String("cells")).toArray())
                    for (const auto &alien :
                         cell.toObject().value(QLatin1String("aliens")).toArray())
                        n += alien.toObject().value(QLatin1String("kind")).toString() == kind;
            return n;
        };
        const int uses = count(old);
        QVERIFY(uses > 0);
        QVERIFY(doc->problems().isEmpty());
        const int steps = doc->undoStack()->count();
        const QJsonObject original = doc->value(QStringLiteral("")).toObject();
        QVERIFY(kinds->setData(kinds->index(0, kinds->columnOf(QStringLiteral("id"))),
                               QStringLiteral("yellow")));
        QCOMPARE(doc->value(QStringLiteral("/kinds/0/id")).toString(), QStringLiteral("yellow"));
        QCOMPARE(count(old), 0);
        QCOMPARE(count(QStringLiteral("yellow")), uses);
        QVERIFY2(doc->problems().isEmpty(), qPrintable(doc->problems().value(0).message));
        QCOMPARE(doc->undoStack()->count(), steps + 1); // one step
        doc->undoStack()->undo();
        QCOMPARE(doc->value(QStringLiteral("/kinds/0/id")).toString(), old);
        QCOMPARE(count(old), uses);
        QCOMPARE(count(QStringLiteral("yellow")), 0);
        QCOMPARE(doc->value(QStringLiteral("")).toObject(), original);
        doc->undoStack()->redo();
        QCOMPARE(count(QStringLiteral("yellow")), uses);
    }

    void previewShowsTheCardFromTwoSides()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        SpawnDeckEditor editor(doc.get());
        editor.resize(1100, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.selectRow(4);
        const QJsonObject card = editor.model()->card(4);
        const QJsonArray cells = card.value(QLatin1String("cells")).toArray();
        QVERIFY(!cells.isEmpty());
        QSet<int> seen;
        for (int district : {0, 1}) {
            editor.districtBox()->setCurrentIndex(district);
            const QString error = editor.refreshPreview();
            QVERIFY2(error.isEmpty(), qPrintable(error));
            BoardPreview *preview = editor.preview();
            QVERIFY(preview->showsBoard());
            auto *controller = preview->board()->findChild<gf::GfController *>();
            QVERIFY(controller);
            // Each cell of the card holds its stack where the game lays it out from this side,
            // and nothing else is on the board.
            int aliens = 0;
            QHash<int, int> onBoard;
            auto *cellModel = controller->property("cells").value<gf::GfCellModel *>();
            QVERIFY(cellModel);
            for (const auto &row : cellModel->rows()) {
                aliens += int(row.aliens.size());
                if (!row.aliens.isEmpty())
                    onBoard.insert(row.cell, int(row.aliens.size()));
            }
            QCOMPARE(aliens, alienCount(card));
            for (const auto &value : cells) {
                const QJsonObject cell = value.toObject();
                const int at = gf::cellOf(district, {cell.value(QLatin1String("col")).toInt(),
                                                     8 - cell.value(QLatin1String("row")).toInt()});
                QCOMPARE(onBoard.value(at),
                         int(cell.value(QLatin1String("aliens")).toArray().size()));
                seen.insert(at);
            }
        }
        // With STARBOARD_VIEW_SHOTS=<folder>, the designer is saved as a PNG to look at.
        const QString shots = qEnvironmentVariable("STARBOARD_VIEW_SHOTS");
        if (!shots.isEmpty()) {
            QTest::qWait(200);
            editor.grab().save(shots + QStringLiteral("/gf-spawn-designer.png"));
            editor.sideTabs()->setCurrentIndex(1);
            QTest::qWait(100);
            editor.grab().save(shots + QStringLiteral("/gf-spawn-curve.png"));
            for (int tab = 2; tab < editor.sideTabs()->count(); ++tab) {
                editor.sideTabs()->setCurrentIndex(tab);
                QTest::qWait(50);
                editor.grab().save(shots + QStringLiteral("/gf-spawn-tab%1.png").arg(tab));
            }
            editor.sideTabs()->setCurrentIndex(0);
        }
        // Two sides, two different places (the card is not symmetric under a quarter turn).
        QVERIFY(seen.size() > cells.size());
        // An empty card is shown with the loader's message instead of a board.
        addCard(editor);
        const QString error = editor.refreshPreview();
        QVERIFY2(error.contains(QStringLiteral("must spawn at least one alien")),
                 qPrintable(error));
        QVERIFY(!editor.preview()->showsBoard());
    }

    void playtestGivesARatePerDifficulty()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        SpawnDeckEditor editor(doc.get());
        SpawnPlaytest *playtest = editor.playtest();
        playtest->gamesBox()->setValue(2);
        playtest->playersBox()->setValue(1);
        QSignalSpy done(playtest, &SpawnPlaytest::finished);
        QTest::mouseClick(playtest->runButton(), Qt::LeftButton);
        QVERIFY(done.wait(240000));
        QCOMPARE(playtest->error(), QString());
        QCOMPARE(playtest->rows().size(), 3);
        QCOMPARE(playtest->rows().at(0).difficulty, QStringLiteral("Rookie"));
        QCOMPARE(playtest->rows().at(2).difficulty, QStringLiteral("Ace"));
        for (const auto &row : playtest->rows()) {
            QCOMPARE(row.games, 2);
            QVERIFY(row.low <= row.rate && row.rate <= row.high);
            QVERIFY(row.high > row.low);
        }
        QCOMPARE(playtest->table()->rowCount(), 3);
        // The chart: a box per difficulty from the interval's low to its high end, the rate
        // as its middle line (session 17).
        QVERIFY(playtest->chart());
        QCOMPARE(playtest->chart()->series().size(), 1);
        auto *boxes = qobject_cast<QBoxPlotSeries *>(playtest->chart()->series().first());
        QVERIFY(boxes);
        QCOMPARE(boxes->count(), 3);
        for (int i = 0; i < 3; ++i) {
            const auto &row = playtest->rows().at(i);
            QBoxSet *box = boxes->boxSets().at(i);
            QCOMPARE(box->label(), row.difficulty);
            QCOMPARE(box->at(QBoxSet::LowerQuartile), 100 * row.low);
            QCOMPARE(box->at(QBoxSet::Median), 100 * row.rate);
            QCOMPARE(box->at(QBoxSet::UpperQuartile), 100 * row.high);
        }
        QCOMPARE(playtest->chart()->axes(Qt::Horizontal).size(), 1);

        // A deck whose cards are all empty is refused with the loader's message.
        for (int row = 0; row < editor.model()->rowCount(); ++row) {
            editor.selectRow(row);
            const QJsonObject card = editor.model()->card(row);
            for (const auto &cell : card.value(QLatin1String("cells")).toArray()) {
                const QPoint at(cell.toObject().value(QLatin1String("col")).toInt(),
                                cell.toObject().value(QLatin1String("row")).toInt());
                const int n = int(cell.toObject().value(QLatin1String("aliens")).toArray().size());
                for (int i = 0; i < n; ++i)
                    QVERIFY(editor.removeTopAlien(at));
            }
        }
        QTest::mouseClick(playtest->runButton(), Qt::LeftButton);
        QVERIFY(!playtest->isRunning());
        QVERIFY2(playtest->error().contains(QStringLiteral("must spawn at least one alien")),
                 qPrintable(playtest->error()));
        QVERIFY(playtest->error().contains(doc->displayName()));
    }

    // Game > Playtest (the generic dialog) plays a Galaxy Fighters deck too, and refuses a
    // deck with an empty card with the loader's message.
    void playtestDialogPlaysTheDeck()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        const QString path = m_dir.filePath(QStringLiteral("dialog-deck.json"));
        QString error;
        QVERIFY2(doc->saveAs(path, error), qPrintable(error));
        PlaytestDialog dialog(QStringLiteral("galaxy-fighters"), {{kFormat, path}});
        QSignalSpy done(&dialog, &PlaytestDialog::finished);
        dialog.findChild<QSpinBox *>(QStringLiteral("players"))->setValue(2);
        dialog.findChild<QSpinBox *>(QStringLiteral("games"))->setValue(3);
        dialog.run();
        QVERIFY(done.wait(240000));
        QVERIFY2(dialog.resultText().contains(QStringLiteral("Games the team won")),
                 qPrintable(dialog.resultText()));

        SpawnDeckEditor editor(doc.get());
        QVERIFY(addCard(editor) > 0);
        QVERIFY(doc->save(error));
        PlaytestDialog refused(QStringLiteral("galaxy-fighters"), {{kFormat, path}});
        refused.run();
        QVERIFY(!refused.isRunning());
        bool shown = false;
        for (QLabel *label : refused.findChildren<QLabel *>())
            shown =
                shown || label->text().contains(QStringLiteral("must spawn at least one alien"));
        QVERIFY(shown);
    }

    // The Workshop window: the loader's message (file and pointer) in the Problems panel, a
    // click on it selects the card; "Play It" refuses the deck until the card spawns, then
    // asks the app to play the saved deck.
    void windowProblemsAndPlayIt()
    {
        QJsonObject deck = readJson(QStringLiteral(":/data/galaxy-fighters/spawn-deck.json"));
        QJsonArray cards = deck.value(QLatin1String("cards")).toArray();
        QJsonObject third = cards[2].toObject();
        third.insert(QStringLiteral("cells"), QJsonArray());
        cards[2] = third;
        deck.insert(QStringLiteral("cards"), cards);
        const QString path = m_dir.filePath(QStringLiteral("holey.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(deck).toJson());
        file.close();

        WorkshopWindow window;
        QCOMPARE(window.openFile(path), QString());
        auto *editor = qobject_cast<SpawnDeckEditor *>(window.currentEditor());
        QVERIFY(editor);
        QTRY_COMPARE(window.problemList()->count(), 1);
        QListWidgetItem *problem = window.problemList()->item(0);
        QVERIFY2(problem->text().contains(QStringLiteral("/cards/2/cells: a spawn card must spawn "
                                                         "at least one alien")),
                 qPrintable(problem->text()));
        QVERIFY(problem->text().contains(QStringLiteral("holey.json")));
        QCOMPARE(problem->data(Qt::UserRole).toString(), QStringLiteral("/cards/2/cells"));
        editor->selectRow(0);
        emit window.problemList()->itemActivated(problem);
        QCOMPARE(editor->currentRow(), 3);

        QSignalSpy play(&window, &WorkshopWindow::playRequested);
        QString shown;
        QTimer::singleShot(0, [&shown] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->accept();
            }
        });
        QVERIFY(!window.playCurrent());
        QVERIFY2(shown.contains(QStringLiteral("holey.json")), qPrintable(shown));
        QCOMPARE(play.count(), 0);

        QVERIFY(editor->placeAlien({2, 0}));
        QTRY_COMPARE(window.problemList()->count(), 0);
        QVERIFY(window.saveCurrent());
        QVERIFY(window.playCurrent());
        QCOMPARE(play.count(), 1);
        QCOMPARE(play.at(0).at(0).toString(), QStringLiteral("galaxy-fighters"));
        const QVariantMap config = play.at(0).at(1).toMap();
        QCOMPARE(config.value(QStringLiteral("spawnDeckFile")).toString(), path);
        // The app adds the game and seats; the session plays the saved deck.
        QVariantMap start = config;
        start.insert(QStringLiteral("gameId"), QStringLiteral("galaxy-fighters"));
        GameSession session;
        QCOMPARE(session.startNewGame(start), QString());
        const auto *state = dynamic_cast<const gf::GfState *>(session.state());
        QVERIFY(state);
        QCOMPARE(int(state->game().spawnDeck().cards[2].cells.size()), 1);
    }

    // Closing the designer while its Playtest runs stops the games and waits for them.
    void closingDuringAPlaytest()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        auto editor = std::make_unique<SpawnDeckEditor>(doc.get());
        editor->playtest()->gamesBox()->setValue(10000);
        editor->playtest()->playersBox()->setValue(1); // short games (the wait is for one each)
        editor->playtest()->run();
        QVERIFY(editor->playtest()->isRunning());
        QTest::qWait(50);
        QElapsedTimer timer;
        timer.start();
        editor.reset();
        // Not the 30000 games (a game takes milliseconds here, seconds under ASan).
        QVERIFY2(timer.elapsed() < 120000, qPrintable(QString::number(timer.elapsed())));
    }

    // "Play It": the game starts on the saved deck (GameSession reads spawnDeckFile), and a
    // deck of empty cards is refused with the loader's message.
    void playItUsesTheEditedDeck()
    {
        auto doc = openShipped();
        QVERIFY(doc);
        SpawnDeckEditor editor(doc.get());
        while (editor.model()->rowCount() > 21) {
            editor.selectRow(1);
            QVERIFY(editor.removeCard());
        }
        const QString path = m_dir.filePath(QStringLiteral("twenty.json"));
        QString error;
        QVERIFY2(doc->saveAs(path, error), qPrintable(error));
        QVariantMap config = sessionConfig({{kFormat, path}});
        config.insert(QStringLiteral("gameId"), QStringLiteral("galaxy-fighters"));
        config.insert(QStringLiteral("seed"), QStringLiteral("3"));
        GameSession session;
        QCOMPARE(session.startNewGame(config), QString());
        const auto *state = dynamic_cast<const gf::GfState *>(session.state());
        QVERIFY(state);
        QCOMPARE(int(state->game().spawnDeck().cards.size()), 20);

        editor.selectRow(1);
        const QJsonObject card = editor.model()->card(1);
        for (const auto &cell : card.value(QLatin1String("cells")).toArray()) {
            const QPoint at(cell.toObject().value(QLatin1String("col")).toInt(),
                            cell.toObject().value(QLatin1String("row")).toInt());
            while (cellIndex(editor.model()->card(1), at.x(), at.y()) >= 0)
                QVERIFY(editor.removeTopAlien(at));
        }
        QVERIFY2(doc->save(error), qPrintable(error));
        const QString refused = session.startNewGame(config);
        QVERIFY2(refused.contains(QStringLiteral("/cards/0/cells: a spawn card must spawn at least "
                                                 "one alien")),
                 qPrintable(refused));
    }
};

QTEST_MAIN(TestEditorGfSpawn)
#include "tst_editor_gf_spawn.moc"
