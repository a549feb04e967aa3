// The ship table editor: the model passes QAbstractItemModelTester through edits, adding,
// removing, moving, undo and redo; every edit is one undo step with a readable text; undo
// all saves the original bytes; a cheaper-Bombers table loads and plays; the widget's
// actions and selectPointer(). With STARBOARD_VIEW_SHOTS set, the editor is saved as a PNG
// in that folder to look at.

#include "data/data.h"
#include "document.h"
#include "engine/registry.h"
#include "games/galaxy-of-d/content.h"
#include "kinds/factories.h"
#include "kinds/ships/shipseditor.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace starboard;
using namespace starboard::editor;

namespace {

const QString kShipsResource = QStringLiteral(":/data/galaxy-of-d/ships.json");

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

int rowOf(const ShipTableModel &model, const QString &id)
{
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.ship(r).value(QLatin1String("id")).toString() == id)
            return r;
    }
    return -1;
}

} // namespace

class TestEditorShips : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString copyOfShips(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        return writeAll(path, readAll(kShipsResource)) ? path : QString();
    }

private slots:
    void factoryMakesTheShipEditor()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(copyOfShips(QStringLiteral("f.json")), errors));
        QWidget parent;
        QVERIFY(qobject_cast<ShipsEditor *>(createShipsEditor(&doc, &parent)));
    }

    void modelShowsTheShippedTable()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(copyOfShips(QStringLiteral("m.json")), errors));
        ShipTableModel model(&doc);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.columnCount(), int(ShipTableModel::ColumnCount));
        const int bomber = rowOf(model, QStringLiteral("bomber"));
        QVERIFY(bomber >= 0);
        QCOMPARE(model.index(bomber, ShipTableModel::Name).data().toString(),
                 QStringLiteral("Bomber"));
        QCOMPARE(model.index(bomber, ShipTableModel::Cost).data().toInt(), 6);
        QCOMPARE(model.index(bomber, ShipTableModel::StarbaseDamage).data().toInt(), 10);
        const int freighter = rowOf(model, QStringLiteral("freighter"));
        QCOMPARE(model.index(freighter, ShipTableModel::CarriesCargo).data(Qt::CheckStateRole),
                 QVariant(Qt::Checked));
        QCOMPARE(model.index(bomber, ShipTableModel::CarriesCargo).data(Qt::CheckStateRole),
                 QVariant(Qt::Unchecked));
        QVERIFY(model.flags(model.index(0, ShipTableModel::EarnsPerKill)) &
                Qt::ItemIsUserCheckable);
        QCOMPARE(model.indexOf(QStringLiteral("/ships/3/cost")),
                 model.index(3, ShipTableModel::Cost));
        QCOMPARE(model.pointerOf(model.index(2, ShipTableModel::Armor)),
                 QStringLiteral("/ships/2/armor"));
        QVERIFY(!model.indexOf(QStringLiteral("/ships/99/cost")).isValid());
    }

    // Every kind of edit through the model, undo all, save: the original bytes.
    void editUndoAllSavesTheOriginalBytes()
    {
        const QString path = copyOfShips(QStringLiteral("u.json"));
        const QByteArray original = readAll(path);
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(path, errors));
        const QJsonObject before = doc.content();
        ShipTableModel model(&doc);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);

        const int bomber = rowOf(model, QStringLiteral("bomber"));
        QVERIFY(model.setData(model.index(bomber, ShipTableModel::Cost), 4));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change cost of Bomber"));
        QCOMPARE(doc.value(QStringLiteral("/ships/%1/cost").arg(bomber)).toInt(), 4);
        // Out of the loader's range: refused, nothing recorded.
        QVERIFY(!model.setData(model.index(bomber, ShipTableModel::Speed), 0));
        QVERIFY(!model.setData(model.index(bomber, ShipTableModel::Speed), 10));
        QCOMPARE(doc.undoStack()->count(), 1);
        // The same value again: no step.
        QVERIFY(model.setData(model.index(bomber, ShipTableModel::Cost), 4));
        QCOMPARE(doc.undoStack()->count(), 1);

        QVERIFY(model.setData(model.index(0, ShipTableModel::CarriesCargo), Qt::Checked,
                              Qt::CheckStateRole));
        QCOMPARE(doc.value(QStringLiteral("/ships/0/carriesCargo")), QJsonValue(true));
        QVERIFY(model.setData(model.index(bomber, ShipTableModel::StarbaseDamage), 0));
        QVERIFY(doc.value(QStringLiteral("/ships/%1/starbaseDamage").arg(bomber)).isUndefined());
        QVERIFY(model.setData(model.index(0, ShipTableModel::Special), QStringLiteral("Fast.")));
        QVERIFY(model.setData(model.index(0, ShipTableModel::Name), QStringLiteral("Dart")));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Rename Interceptor"));

        const int count = doc.undoStack()->count();
        const int added = model.addCopyOf(bomber);
        QCOMPARE(added, bomber + 1);
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.ship(added).value(QLatin1String("id")).toString(),
                 QStringLiteral("bomber-2"));
        QCOMPARE(doc.undoStack()->count(), count + 1);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Add ship Bomber (copy)"));
        QCOMPARE(model.addCopyOf(added), added + 1); // a copy of the copy: "bomber-3"
        QCOMPARE(model.ship(added + 1).value(QLatin1String("id")).toString(),
                 QStringLiteral("bomber-3"));
        QCOMPARE(model.moveShip(0, +1), 1);
        QCOMPARE(model.ship(1).value(QLatin1String("name")).toString(), QStringLiteral("Dart"));
        QCOMPARE(model.moveShip(0, -1), -1);
        QVERIFY(model.removeShip(2));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Remove ship Freighter"));
        QVERIFY(doc.problems().isEmpty());

        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.content(), before);
        QCOMPARE(model.rowCount(), 7);
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QCOMPARE(model.rowCount(), 8);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QString error;
        QVERIFY2(doc.save(error), qPrintable(error));
        QCOMPARE(readAll(path), original);
    }

    // A cheaper-Bombers variant: saved, loaded by the game's loader, and played.
    void cheaperBombersLoadAndPlay()
    {
        const QString path = copyOfShips(QStringLiteral("cheap-bombers.json"));
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(path, errors));
        ShipTableModel model(&doc);
        const int bomber = rowOf(model, QStringLiteral("bomber"));
        QVERIFY(model.setData(model.index(bomber, ShipTableModel::Cost), 3));
        QString error;
        QVERIFY2(doc.save(error), qPrintable(error));

        data::ContentFiles files;
        files.ships = path;
        auto content = data::loadContent("galaxy-of-d", files, errors);
        QVERIFY2(content, qPrintable(errors.join('\n')));
        const auto *god = dynamic_cast<const god::Content *>(content.get());
        QVERIFY(god);
        QCOMPARE(god->ships[std::size_t(bomber)].id, std::string("bomber"));
        QCOMPARE(god->ships[std::size_t(bomber)].cost, 3);
        const auto *registration = builtinGames().find("galaxy-of-d");
        QVERIFY(registration);
        auto game = registration->create(content, 2);
        QVERIFY(game);
        QVERIFY(game->newInitialState());
    }

    // The widget: add a ship, undo, remove, save; selectPointer() selects the cell.
    // The table by keyboard alone (issue 12): Tab reaches it, the arrows move, F2 edits,
    // typing and Enter commit; Insert adds a copy, Ctrl+Shift+Up moves it, Ctrl+Delete
    // removes it; each key is named in its tool tip.
    void keyboardEditsTheTable()
    {
        const QString path = copyOfShips(QStringLiteral("k.json"));
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(path, errors));
        ShipsEditor editor(&doc);
        editor.resize(1000, 400);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.activateWindow();
        QTRY_VERIFY(editor.isActiveWindow());
        QTableView *view = editor.view();
        for (int i = 0; i < 10 && !view->hasFocus(); ++i)
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget()
                                                        : static_cast<QWidget *>(&editor),
                            Qt::Key_Tab);
        QVERIFY(view->hasFocus());
        view->setCurrentIndex(editor.model()->index(0, ShipTableModel::Name));
        // Down twice and right to the cost: the Freighter's cost (rows: Interceptor,
        // Scavenger, Freighter ...).
        QTest::keyClick(view, Qt::Key_Down);
        QTest::keyClick(view, Qt::Key_Down);
        while (view->currentIndex().column() < ShipTableModel::Cost)
            QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(view->currentIndex(), editor.model()->index(2, ShipTableModel::Cost));
        QTest::keyClick(view, Qt::Key_F2);
        auto *spin = view->findChild<QSpinBox *>();
        QVERIFY(spin && spin->hasFocus());
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("6"));
        QTest::keyClick(spin, Qt::Key_Return);
        // (The delegate commits in a queued call.)
        QTRY_COMPARE(doc.value(QStringLiteral("/ships/2/cost")).toInt(), 6);
        QTRY_VERIFY(view->hasFocus());

        for (QAction *action : {editor.addAction(), editor.removeAction(), editor.moveUpAction()})
            QVERIFY2(action->toolTip().endsWith(QLatin1Char(')')), qPrintable(action->toolTip()));
        const int rows = editor.model()->rowCount();
        QTest::keyClick(view, Qt::Key_Insert);
        QCOMPARE(editor.model()->rowCount(), rows + 1);
        QCOMPARE(view->currentIndex().row(), 3); // the copy, below the Freighter
        QTest::keyClick(view, Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(view->currentIndex().row(), 2);
        QCOMPARE(doc.value(QStringLiteral("/ships/2/cost")).toInt(), 6); // the copy moved up
        QTest::keyClick(view, Qt::Key_Delete, Qt::ControlModifier);
        QCOMPARE(editor.model()->rowCount(), rows);
        // Tab leaves the table (Qt's tables walk Tab through every cell by default) for the
        // next control (in the Workshop: the Problems list; here a field after the editor).
        QLineEdit after(&editor);
        after.show();
        const QModelIndex current = view->currentIndex();
        QTest::keyClick(view, Qt::Key_Tab);
        QTRY_VERIFY(after.hasFocus());
        QCOMPARE(view->currentIndex(), current);
    }

    void widgetActions()
    {
        const QString path = copyOfShips(QStringLiteral("w.json"));
        const QByteArray original = readAll(path);
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(path, errors));
        ShipsEditor editor(&doc);
        QAbstractItemModelTester tester(editor.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        editor.resize(1000, 400);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));

        editor.selectPointer(QStringLiteral("/ships/3/cost"));
        QCOMPARE(editor.view()->currentIndex(), editor.model()->index(3, ShipTableModel::Cost));
        QVERIFY(editor.view()->selectionModel()->isSelected(
            editor.model()->index(3, ShipTableModel::Cost)));
        editor.selectPointer(QStringLiteral("/ships/5"));
        QCOMPARE(editor.view()->currentIndex(), editor.model()->index(5, ShipTableModel::Name));

        // Add a copy of the Bomber, below it, selected.
        editor.selectPointer(QStringLiteral("/ships/4/cost"));
        QVERIFY(editor.addAction()->isEnabled());
        editor.addAction()->trigger();
        QCOMPARE(editor.model()->rowCount(), 8);
        QCOMPARE(editor.view()->currentIndex().row(), 5);
        QCOMPARE(doc.value(QStringLiteral("/ships/5/id")).toString(), QStringLiteral("bomber-2"));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(editor.model()->rowCount(), 7);
        QVERIFY(editor.view()->currentIndex().isValid());

        // Move the Bomber up, remove the Interceptor.
        editor.selectPointer(QStringLiteral("/ships/4/name"));
        editor.moveUpAction()->trigger();
        QCOMPARE(doc.value(QStringLiteral("/ships/3/id")).toString(), QStringLiteral("bomber"));
        QCOMPARE(editor.view()->currentIndex().row(), 3);
        editor.selectPointer(QStringLiteral("/ships/0"));
        QVERIFY(!editor.moveUpAction()->isEnabled());
        QVERIFY(editor.removeAction()->isEnabled());
        editor.removeAction()->trigger();
        QCOMPARE(editor.model()->rowCount(), 6);
        QCOMPARE(doc.value(QStringLiteral("/ships/0/id")).toString(), QStringLiteral("scavenger"));
        QCOMPARE(doc.undoStack()->count(), 2);

        // Edit a cell through the delegate's spin box.
        editor.selectPointer(QStringLiteral("/ships/0/cost"));
        editor.view()->edit(editor.view()->currentIndex());
        auto *spin = editor.view()->findChild<QSpinBox *>();
        QVERIFY(spin);
        QCOMPARE(spin->maximum(), 10000);
        spin->setValue(9);
        auto *delegate = editor.view()->itemDelegate();
        emit delegate->commitData(spin);
        emit delegate->closeEditor(spin);
        QCOMPARE(doc.value(QStringLiteral("/ships/0/cost")).toInt(), 9);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change cost of Scavenger"));

        QString error;
        QVERIFY2(doc.save(error), qPrintable(error));
        Document reread;
        QVERIFY(reread.open(path, errors));
        QCOMPARE(reread.value(QStringLiteral("/ships")).toArray().size(), 6);
        QVERIFY(reread.problems().isEmpty());

        if (const QByteArray shots = qgetenv("STARBOARD_VIEW_SHOTS"); !shots.isEmpty())
            QVERIFY(editor.grab().save(QString::fromLocal8Bit(shots) +
                                       QStringLiteral("/ships-editor.png")));

        // Undo all after the save: the original content again.
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.content(), QJsonDocument::fromJson(original).object());
    }
};

QTEST_MAIN(TestEditorShips)
#include "tst_editor_ships.moc"
