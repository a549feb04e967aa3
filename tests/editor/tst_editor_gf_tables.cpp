// Galaxy Fighters' ship cards (starboard.gf-ships) and cockpit equipment (starboard.gf-
// equipment) as tables, and a Galaxy Fighters difficulty (starboard.gf-ruleset) in the rule
// variant editor, through the widgets: a ship card's special chosen in the table's combo box
// (the members the new special needs added, those it does not use removed, one undo step)
// and saved; a cell the row's kind does not use cannot be edited; an engine's kind changed;
// rows added, moved and removed; every model under QAbstractItemModelTester; the
// difficulty's spawn cards changed and the loader's cross-file message in the problems.

#include "data/data.h"
#include "document.h"
#include "documentkinds.h"
#include "kinds/gftables/gftableeditor.h"
#include "kinds/ruleset/ruleseteditor.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace starboard;
using namespace starboard::editor;
using namespace starboard::editor::gftables;

namespace {

std::unique_ptr<Document> openShipped(const QString &format)
{
    auto doc = std::make_unique<Document>();
    QStringList errors;
    const DocumentKind *kind = kindForFormat(format);
    if (!kind || !doc->openDefault(*kind, errors))
        return nullptr;
    return doc;
}

int rowOfId(GfTableModel *model, const QString &id)
{
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->element(r).value(QLatin1String("id")).toString() == id)
            return r;
    }
    return -1;
}

// Edits a cell through the view's delegate as a user does: F2, choose in the combo box (or
// type in the spin box), Enter.
void chooseInCell(QTableView *view, const QModelIndex &index, const QString &choice)
{
    view->setCurrentIndex(index);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_F2);
    auto *combo = view->viewport()->findChild<QComboBox *>();
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findData(choice));
    QVERIFY(combo->currentIndex() >= 0);
    QTest::keyClick(combo, Qt::Key_Enter);
    // The delegate commits and closes its editor queued.
    QTRY_VERIFY(!view->viewport()->findChild<QComboBox *>());
}

} // namespace

class TestEditorGfTables : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void everyKindHasItsEditor()
    {
        for (const char *format : {"starboard.gf-spawn-deck", "starboard.gf-ships",
                                   "starboard.gf-equipment", "starboard.gf-ruleset"}) {
            const DocumentKind *kind = kindForFormat(QLatin1String(format));
            QVERIFY2(kind, format);
            QVERIFY(kind->createEditor);
            auto doc = openShipped(QLatin1String(format));
            QVERIFY(doc);
            QVERIFY2(doc->problems().isEmpty(), format);
            std::unique_ptr<QWidget> editor(kind->createEditor(doc.get(), nullptr));
            QVERIFY(editor);
        }
        // The difficulty's templates: the three shipped difficulties.
        const DocumentKind *ruleset = kindForFormat(QStringLiteral("starboard.gf-ruleset"));
        QCOMPARE(ruleset->templates.size(), std::size_t(3));
    }

    void shipSpecialChangedInTheTableAndSaved()
    {
        auto doc = openShipped(QStringLiteral("starboard.gf-ships"));
        QVERIFY(doc);
        const QByteArray original = doc->serialized();
        std::unique_ptr<QWidget> widget(createShipsTable(doc.get(), nullptr));
        auto *editor = qobject_cast<GfTableEditor *>(widget.get());
        QVERIFY(editor);
        editor->resize(1000, 500);
        editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(editor));
        GfTableModel *model = editor->model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // With STARBOARD_VIEW_SHOTS=<folder>, the table is saved as a PNG to look at.
        if (const QString shots = qEnvironmentVariable("STARBOARD_VIEW_SHOTS"); !shots.isEmpty())
            editor->grab().save(shots + QStringLiteral("/gf-ship-cards.png"));
        const int row = rowOfId(model, QStringLiteral("astro-wing"));
        QVERIFY(row >= 0);
        const int special = model->columnOf(QStringLiteral("special"));
        const int tiles = model->columnOf(QStringLiteral("tiles"));
        // Missile Command carries no defence tiles: that cell is not editable.
        QVERIFY(!(model->flags(model->index(row, tiles)) & Qt::ItemIsEditable));
        QCOMPARE(model->index(row, tiles).data().toString(), QString());

        chooseInCell(editor->view(), model->index(row, special), QStringLiteral("defense-system"));
        const QString pointer = QStringLiteral("/ships/%1").arg(row);
        QJsonObject ship = doc->value(pointer).toObject();
        QCOMPARE(ship.value(QLatin1String("special")).toString(), QStringLiteral("defense-system"));
        QCOMPARE(ship.value(QLatin1String("tiles")).toInt(), 1); // added at its least
        // The table names the special in words; the file keeps the engine's id.
        QCOMPARE(model->index(row, special).data().toString(), QStringLiteral("Defense System"));
        QVERIFY(model->flags(model->index(row, tiles)) & Qt::ItemIsEditable);
        QVERIFY(doc->problems().isEmpty());
        QCOMPARE(doc->undoStack()->count(), 1);

        // Now a Drone: no Special cost, no tiles (the loader refuses members a special does not
        // use).
        chooseInCell(editor->view(), model->index(row, special), QStringLiteral("helper-drone"));
        ship = doc->value(pointer).toObject();
        QVERIFY(!ship.contains(QLatin1String("tiles")));
        QVERIFY(!ship.contains(QLatin1String("specialCost")));
        QVERIFY2(doc->problems().isEmpty(), qPrintable(doc->problems().value(0).message));

        const QString path = m_dir.filePath(QStringLiteral("ships.json"));
        QString error;
        QVERIFY2(doc->saveAs(path, error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(saved.value(QLatin1String("ships"))
                     .toArray()
                     .at(row)
                     .toObject()
                     .value(QLatin1String("special")),
                 QJsonValue(QStringLiteral("helper-drone")));
        QCOMPARE(data::validateFile(path), QStringList());

        // An engine list typed in; a wrong id is refused by the loader's cross-file check.
        const int engines = model->columnOf(QStringLiteral("engines"));
        QVERIFY(
            model->setData(model->index(row, engines), QStringLiteral("warp-drive, hyperdrive")));
        bool found = false;
        for (const Problem &p : doc->problems())
            found = found || p.message.contains(QStringLiteral("unknown engine 'hyperdrive'"));
        QVERIFY(found);
        QVERIFY(!model->setData(model->index(row, engines), QStringLiteral("Not An Id")));

        // Undone to the shipped content (after the save the layout followed is the saved
        // file's, so the bytes are compared in rowsAddedMovedRemoved()).
        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        QCOMPARE(QJsonDocument::fromJson(doc->serialized()).object(),
                 QJsonDocument::fromJson(original).object());
    }

    void rowsAddedMovedRemoved()
    {
        auto doc = openShipped(QStringLiteral("starboard.gf-ships"));
        QVERIFY(doc);
        std::unique_ptr<QWidget> widget(createShipsTable(doc.get(), nullptr));
        auto *editor = qobject_cast<GfTableEditor *>(widget.get());
        GfTableModel *model = editor->model();
        const QByteArray original = doc->serialized();
        const int rows = model->rowCount();
        editor->view()->setCurrentIndex(model->index(0, 0));
        editor->addAction()->trigger();
        QCOMPARE(model->rowCount(), rows + 1);
        QCOMPARE(model->element(1).value(QLatin1String("id")).toString(),
                 QStringLiteral("astro-wing-2"));
        QVERIFY(doc->problems().isEmpty());
        editor->moveDownAction()->trigger();
        QCOMPARE(editor->view()->currentIndex().row(), 2);
        QCOMPARE(model->element(2).value(QLatin1String("id")).toString(),
                 QStringLiteral("astro-wing-2"));
        editor->removeAction()->trigger();
        QCOMPARE(model->rowCount(), rows);
        // A special changed there and back, then everything undone: the original bytes.
        QVERIFY(model->setData(model->index(0, model->columnOf(QStringLiteral("special"))),
                               QStringLiteral("extra-die")));
        QVERIFY(!doc->value(QStringLiteral("/ships/0"))
                     .toObject()
                     .contains(QLatin1String("specialCost")));
        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        QCOMPARE(doc->serialized(), original);
    }

    void equipmentKindsAndParameters()
    {
        auto doc = openShipped(QStringLiteral("starboard.gf-equipment"));
        QVERIFY(doc);
        std::unique_ptr<QWidget> widget(createEquipmentTables(doc.get(), nullptr));
        auto *editor = qobject_cast<GfTableEditor *>(widget.get());
        QVERIFY(editor);
        QCOMPARE(editor->tableCount(), 3);
        editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(editor));
        editor->tabs()->setCurrentIndex(1);
        GfTableModel *engines = editor->model(1);
        QAbstractItemModelTester tester(engines,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int row = rowOfId(engines, QStringLiteral("afterburner"));
        QVERIFY(row >= 0);
        const int range = engines->columnOf(QStringLiteral("range"));
        QCOMPARE(engines->index(row, range).data().toInt(), 2);
        // Out of the loader's range: refused.
        QVERIFY(!engines->setData(engines->index(row, range), 9));
        QVERIFY(engines->setData(engines->index(row, range), 4));
        chooseInCell(editor->view(1),
                     engines->index(row, engines->columnOf(QStringLiteral("kind"))),
                     QStringLiteral("warp-drive"));
        QVERIFY(!doc->value(QStringLiteral("/engines/%1").arg(row))
                     .toObject()
                     .contains(QLatin1String("range")));
        QVERIFY(!(engines->flags(engines->index(row, range)) & Qt::ItemIsEditable));
        QVERIFY(doc->problems().isEmpty());
        // A tile becomes a reroll: its face goes.
        GfTableModel *tiles = editor->model(2);
        QVERIFY(tiles->setData(tiles->index(0, tiles->columnOf(QStringLiteral("kind"))),
                               QStringLiteral("reroll")));
        QVERIFY(!doc->value(QStringLiteral("/tiles/0")).toObject().contains(QLatin1String("face")));
        QVERIFY(doc->problems().isEmpty());
        // selectPointer() finds the tab and the cell of a problem.
        editor->selectPointer(QStringLiteral("/tiles/1/face"));
        QCOMPARE(editor->tabs()->currentIndex(), 2);
        QCOMPARE(editor->view(2)->currentIndex().row(), 1);
    }

    void difficultyInTheRulesetEditor()
    {
        auto doc = openShipped(QStringLiteral("starboard.gf-ruleset"));
        QVERIFY(doc);
        RulesetEditor editor(doc.get());
        RulesetModel *model = editor.model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int spawnCards = model->rowOf(QStringLiteral("spawnCards"));
        QVERIFY(spawnCards >= 0);
        QCOMPARE(model->currentValue(spawnCards).toInt(), 20);
        QVERIFY(model->setParameter(spawnCards, 999));
        bool found = false;
        for (const Problem &p : doc->problems())
            found = found || p.message.contains(QStringLiteral("draws 999 spawn cards"));
        QVERIFY(found);
        QVERIFY(!model->setParameter(spawnCards, 1000));
        const int faces = model->rowOf(QStringLiteral("dieFaces"));
        QVERIFY(faces >= 0);
        QVERIFY(model->setParameter(faces, QStringLiteral("fire, move, special")));
        QCOMPARE(doc->value(QStringLiteral("/dieFaces")).toArray().size(), 3);
        QVERIFY(!model->setParameter(faces, QStringLiteral("fire, shield")));
        QVERIFY(model->rowOf(QStringLiteral("backupShips")) >= 0);
    }
};

QTEST_MAIN(TestEditorGfTables)
#include "tst_editor_gf_tables.moc"
