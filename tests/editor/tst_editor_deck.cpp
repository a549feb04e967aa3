// The Galaxy Command deck and technology mat editors: the card list and the technology table
// under QAbstractItemModelTester; edits through the form and the models, undo all gives the
// original content and bytes; a change of kind is one undo step and leaves a valid card; add,
// duplicate and remove cards; a problem's pointer selects the card and its field; an edited
// deck saves, loads through the data layer and plays. With STARBOARD_VIEW_SHOTS=<folder>,
// both editors are saved there as PNGs.

#include "contrastpalette.h"
#include "currentcell.h"
#include "data/data.h"
#include "document.h"
#include "engine/registry.h"
#include "games/galaxy-command/content.h"
#include "kinds/deck/deckeditor.h"
#include "kinds/deck/technologieseditor.h"
#include "workshopwindow.h"

#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace starboard;
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

// Picks the entry with `data` in a combo box as a user would (activated).
void choose(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data));
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

void saveShot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("STARBOARD_VIEW_SHOTS");
    if (folder.isEmpty())
        return;
    QVERIFY(widget->grab().save(folder + QLatin1Char('/') + name));
}

// Shows `window` active and presses Tab (from whatever has the focus) until `target` has it,
// as a user reaching `target` by keyboard; false when ten presses do not reach it.
bool showAndTabTo(QWidget *window, QWidget *target)
{
    window->show();
    if (!QTest::qWaitForWindowExposed(window))
        return false;
    window->activateWindow();
    if (!QTest::qWaitFor([window] { return window->isActiveWindow(); }))
        return false;
    for (int i = 0; i < 10 && !target->hasFocus(); ++i)
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window,
                        Qt::Key_Tab);
    return target->hasFocus();
}

} // namespace

class TestEditorDeck : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString copyOf(const QString &resource, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        if (!writeAll(path, readAll(resource)))
            return {};
        return path;
    }

    QString deckCopy()
    {
        return copyOf(QStringLiteral(":/data/galaxy-command/deck.json"), "d.json");
    }

private slots:
    void editUndoSaveGivesTheOriginal()
    {
        const QString path = deckCopy();
        const QByteArray original = readAll(path);
        Document doc;
        QStringList errors;
        QVERIFY2(doc.open(path, errors), qPrintable(errors.join('\n')));
        const QJsonObject content = doc.content();
        DeckEditor editor(&doc);
        QAbstractItemModelTester tester(editor.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            editor.view()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(editor.model()->rowCount(), 54);
        QCOMPARE(editor.model()->index(0, CardListModel::NameColumn).data().toString(),
                 QStringLiteral("Canopus"));
        QCOMPARE(editor.model()->index(0, CardListModel::OriginalColumn).data(Qt::CheckStateRole),
                 QVariant(Qt::Checked));

        // The form of card 4 (Alpha Centauri, a near system).
        editor.setCurrentCard(3);
        auto *resistance = qobject_cast<QSpinBox *>(editor.field(QStringLiteral("resistance")));
        QVERIFY(resistance);
        QVERIFY(resistance->isVisibleTo(&editor));
        QVERIFY(!editor.field(QStringLiteral("event"))->isVisibleTo(&editor));
        QCOMPARE(resistance->value(), 4);
        resistance->setValue(7);
        QCOMPARE(doc.value(QStringLiteral("/cards/3/resistance")).toInt(), 7);
        QCOMPARE(doc.undoStack()->undoText(),
                 QStringLiteral("Change the resistance of Alpha Centauri"));
        auto *name = qobject_cast<QLineEdit *>(editor.field(QStringLiteral("name")));
        name->setText(QStringLiteral("Proxima"));
        emit name->editingFinished();
        QCOMPARE(doc.value(QStringLiteral("/cards/3/name")).toString(), QStringLiteral("Proxima"));
        QCOMPARE(editor.model()->index(3, CardListModel::NameColumn).data().toString(),
                 QStringLiteral("Proxima"));
        // The original mark through the list.
        QVERIFY(editor.model()->setData(editor.model()->index(3, CardListModel::OriginalColumn),
                                        Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(doc.value(QStringLiteral("/cards/3/original")).toBool(), false);

        // An event's year through the form (card 12: Asteroid, wealth 1 / 2).
        editor.setCurrentCard(11);
        QVERIFY(editor.field(QStringLiteral("year1/resource"))->isVisibleTo(&editor));
        QVERIFY(!editor.field(QStringLiteral("resistance"))->isVisibleTo(&editor));
        QVERIFY(!editor.field(QStringLiteral("threshold"))->isVisibleTo(&editor));
        qobject_cast<QSpinBox *>(editor.field(QStringLiteral("year2/amount")))->setValue(3);
        choose(qobject_cast<QComboBox *>(editor.field(QStringLiteral("year1/resource"))),
               QStringLiteral("metal"));
        QCOMPARE(doc.value(QStringLiteral("/cards/11/year2/amount")).toInt(), 3);
        QCOMPARE(doc.value(QStringLiteral("/cards/11/year1/resource")).toString(),
                 QStringLiteral("metal"));
        QVERIFY(CardPreview::yearText(doc.value(QStringLiteral("/cards/11")).toObject(), 1)
                    .contains(QStringLiteral("3")));

        // The filter shows one kind.
        choose(editor.kindFilter(), QStringLiteral("red-alert"));
        QCOMPARE(editor.view()->model()->rowCount(), 4);
        QCOMPARE(editor.currentCard(), 17); // the first red alert shown
        choose(editor.kindFilter(), QString());
        QCOMPARE(editor.view()->model()->rowCount(), 54);

        QVERIFY(doc.problems().isEmpty());
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.content(), content);
        editor.setCurrentCard(3);
        QCOMPARE(resistance->value(), 4);
        QString error;
        QVERIFY2(doc.save(error), qPrintable(error));
        QCOMPARE(readAll(path), original);
    }

    void changingTheKindIsOneStep()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(deckCopy(), errors));
        DeckEditor editor(&doc);
        QAbstractItemModelTester tester(editor.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QJsonObject derelict = doc.value(QStringLiteral("/cards/9")).toObject();

        // Derelict Ship (an event) becomes a near system through the kind chooser.
        editor.setCurrentCard(9);
        choose(qobject_cast<QComboBox *>(editor.field(QStringLiteral("kind"))),
               QStringLiteral("near"));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Make Derelict Ship a near system"));
        const QJsonObject system = doc.value(QStringLiteral("/cards/9")).toObject();
        QCOMPARE(system.value(QStringLiteral("kind")).toString(), QStringLiteral("near"));
        QVERIFY(!system.contains(QStringLiteral("event")));
        QVERIFY(!system.contains(QStringLiteral("year1")));
        QCOMPARE(system.value(QStringLiteral("resistance")).toInt(), 1);
        QVERIFY(editor.field(QStringLiteral("resistance"))->isVisibleTo(&editor));
        QCOMPARE(editor.model()->index(9, CardListModel::KindColumn).data(CardListModel::KindRole),
                 QVariant(QStringLiteral("near")));
        QVERIFY(doc.problems().isEmpty());

        // A near system becomes a red alert: a coup with its threshold and roll.
        editor.setCurrentCard(3);
        editor.changeKind(3, QStringLiteral("red-alert"));
        QCOMPARE(doc.undoStack()->count(), 2);
        QJsonObject alert = doc.value(QStringLiteral("/cards/3")).toObject();
        QCOMPARE(alert.value(QStringLiteral("event")).toString(), QStringLiteral("coup"));
        QVERIFY(alert.contains(QStringLiteral("rollAtLeast")));
        QVERIFY(!alert.contains(QStringLiteral("metal")));
        QVERIFY(editor.field(QStringLiteral("rollAtLeast"))->isVisibleTo(&editor));
        for (const Problem &problem : doc.problems())
            QVERIFY2(false, qPrintable(problem.message));

        // Its event becomes a raid: the years name a resource, the roll goes (one step).
        auto *event = qobject_cast<QComboBox *>(editor.field(QStringLiteral("event")));
        QCOMPARE(event->count(), 3); // only the red alerts' events
        choose(event, QStringLiteral("raid"));
        QCOMPARE(doc.undoStack()->count(), 3);
        alert = doc.value(QStringLiteral("/cards/3")).toObject();
        QVERIFY(!alert.contains(QStringLiteral("rollAtLeast")));
        QCOMPARE(alert.value(QStringLiteral("year1")).toObject().value(QStringLiteral("resource")),
                 QJsonValue(QStringLiteral("metal")));
        QVERIFY(!editor.field(QStringLiteral("rollAtLeast"))->isVisibleTo(&editor));
        QVERIFY(doc.problems().isEmpty());

        doc.undoStack()->undo();
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.value(QStringLiteral("/cards/9")).toObject(), derelict);
        QVERIFY(!doc.isModified());
    }

    void addDuplicateRemove()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(deckCopy(), errors));
        const QJsonObject content = doc.content();
        DeckEditor editor(&doc);
        QAbstractItemModelTester tester(editor.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            editor.view()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

        // Added while the list shows distant systems: a distant system after the current one.
        choose(editor.kindFilter(), QStringLiteral("distant"));
        QCOMPARE(editor.currentCard(), 0);
        const int added = editor.addCard();
        QCOMPARE(added, 1);
        QCOMPARE(editor.model()->rowCount(), 55);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Add card 55"));
        QJsonObject card = doc.value(QStringLiteral("/cards/1")).toObject();
        QCOMPARE(card.value(QStringLiteral("number")).toInt(), 55);
        QCOMPARE(card.value(QStringLiteral("kind")).toString(), QStringLiteral("distant"));
        QCOMPARE(editor.currentCard(), 1);
        QVERIFY(doc.problems().isEmpty());

        // Duplicated: the next number and a new id.
        QCOMPARE(editor.duplicateCard(), 2);
        card = doc.value(QStringLiteral("/cards/2")).toObject();
        QCOMPARE(card.value(QStringLiteral("number")).toInt(), 56);
        QVERIFY(card.value(QStringLiteral("id")).toString() != QStringLiteral("card-55"));
        QVERIFY(doc.problems().isEmpty());

        // Removed.
        editor.setCurrentCard(0);
        QVERIFY(editor.removeCard());
        QCOMPARE(editor.model()->rowCount(), 55);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Remove Canopus"));
        QCOMPARE(doc.value(QStringLiteral("/cards/0/number")).toInt(), 55);
        QCOMPARE(editor.currentCard(), 0);
        QCOMPARE(doc.undoStack()->count(), 3);

        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.content(), content);
        QCOMPARE(editor.model()->rowCount(), 54);
    }

    void problemsSelectTheirPlace()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(deckCopy(), errors));
        DeckEditor editor(&doc);
        editor.resize(1100, 700);
        editor.show();
        editor.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&editor));

        // Card 6 takes card 5's number.
        editor.setCurrentCard(5);
        qobject_cast<QSpinBox *>(editor.field(QStringLiteral("number")))->setValue(5);
        const QList<Problem> problems = doc.problems();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().pointer, QStringLiteral("/cards/5/number"));
        QVERIFY(problems.first().message.contains(QStringLiteral("duplicate card number 5")));

        editor.setCurrentCard(40);
        editor.selectPointer(problems.first().pointer);
        QCOMPARE(editor.currentCard(), 5);
        QCOMPARE(QApplication::focusWidget(), editor.field(QStringLiteral("number")));
        QCOMPARE(editor.view()->currentIndex().siblingAtColumn(CardListModel::NumberColumn).data(),
                 QVariant(5));

        // A system's resistance; card 12 is an event, so its resistance is not shown and
        // the list has the focus.
        editor.selectPointer(QStringLiteral("/cards/19/resistance"));
        QCOMPARE(editor.currentCard(), 19);
        QCOMPARE(QApplication::focusWidget(), editor.field(QStringLiteral("resistance")));
        editor.selectPointer(QStringLiteral("/cards/12/resistance"));
        QCOMPARE(editor.currentCard(), 12);
        QCOMPARE(QApplication::focusWidget(), editor.view());
        editor.selectPointer(QStringLiteral("/cards/12/year2/amount"));
        QCOMPARE(QApplication::focusWidget(), editor.field(QStringLiteral("year2/amount")));

        // A card hidden by the filter is shown.
        choose(editor.kindFilter(), QStringLiteral("near"));
        editor.selectPointer(QStringLiteral("/cards/0/name"));
        QCOMPARE(editor.currentCard(), 0);
        QCOMPARE(editor.kindFilter()->currentData().toString(), QString());
        QCOMPARE(QApplication::focusWidget(), editor.field(QStringLiteral("name")));

        // With STARBOARD_VIEW_SHOTS: a system and an event.
        editor.selectPointer(QStringLiteral("/cards/1/name"));
        saveShot(&editor, QStringLiteral("deck-editor-system.png"));
        editor.selectPointer(QStringLiteral("/cards/51/threshold"));
        saveShot(&editor, QStringLiteral("deck-editor-red-alert.png"));
        editor.selectPointer(QStringLiteral("/cards/9/event"));
        saveShot(&editor, QStringLiteral("deck-editor-event.png"));
    }

    // Issue 12, the card list by keyboard alone: Tab reaches the list and leaves it at the next
    // press (Qt's table walked all 216 cells); the list's buttons have keys named in their tool
    // tips (Insert, Ctrl+D, Ctrl+Delete, Ctrl+Shift+Up/Down); Tab goes from the last button
    // straight to the card's first field (the form's scroll area was an invisible stop); Enter
    // goes from the list to the card's name and Escape back; and a card moved past a card of
    // another kind keeps the focus in the field the user was in.
    void keyboardEditsTheCardList()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(deckCopy(), errors));
        DeckEditor editor(&doc);
        editor.resize(1200, 700);
        QTableView *view = editor.view();
        QVERIFY(showAndTabTo(&editor, view));
        const auto focused = [&editor] {
            return QApplication::focusWidget() ? QApplication::focusWidget()
                                               : static_cast<QWidget *>(&editor);
        };
        QCOMPARE(editor.currentCard(), 0);
        QTest::keyClick(view, Qt::Key_Tab);
        auto *addButton = qobject_cast<QPushButton *>(QApplication::focusWidget());
        QVERIFY2(addButton, QApplication::focusWidget()
                                ? QApplication::focusWidget()->metaObject()->className()
                                : "no focus");
        QCOMPARE(addButton->text(), QStringLiteral("Add card"));
        QCOMPARE(editor.currentCard(), 0);
        QTest::keyClick(addButton, Qt::Key_Tab, Qt::ShiftModifier);
        QVERIFY(view->hasFocus());

        // The deck's own fields are named by their labels (Orca said only "text").
        int named = 0;
        for (QLineEdit *edit : editor.findChildren<QLineEdit *>()) {
            const QString text = edit->text();
            named += text == doc.value(QStringLiteral("/name")).toString() ||
                     text == doc.value(QStringLiteral("/id")).toString();
            if (text == doc.value(QStringLiteral("/name")).toString())
                QCOMPARE(QAccessible::queryAccessibleInterface(edit)->text(QAccessible::Name),
                         QStringLiteral("Deck name:"));
            if (text == doc.value(QStringLiteral("/id")).toString())
                QCOMPARE(QAccessible::queryAccessibleInterface(edit)->text(QAccessible::Name),
                         QStringLiteral("Id:"));
        }
        QCOMPARE(named, 2);

        for (QAction *action : {editor.addAction(), editor.duplicateAction(), editor.removeAction(),
                                editor.moveUpAction(), editor.moveDownAction()})
            QVERIFY2(action->toolTip().endsWith(QLatin1Char(')')), qPrintable(action->toolTip()));
        QVERIFY(addButton->toolTip().endsWith(QStringLiteral("(Ins)")));

        // Enter on a card goes to its name in the form; Escape back to the list (the name is
        // committed as the focus leaves it).
        QTest::keyClick(view, Qt::Key_Return);
        auto *name = qobject_cast<QLineEdit *>(editor.field(QStringLiteral("name")));
        QCOMPARE(QApplication::focusWidget(), name);
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Canopus Prime"));
        QTest::keyClick(name, Qt::Key_Escape);
        QVERIFY(view->hasFocus());
        QCOMPARE(doc.value(QStringLiteral("/cards/0/name")).toString(),
                 QStringLiteral("Canopus Prime"));
        QCOMPARE(editor.currentCard(), 0);

        // Down to card 10 (Derelict Ship), then a new card after it, a copy, the copy removed.
        for (int i = 0; i < 9; ++i)
            QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(editor.currentCard(), 9);
        QTest::keyClick(view, Qt::Key_Insert);
        QCOMPARE(editor.model()->rowCount(), 55);
        QCOMPARE(editor.currentCard(), 10);
        QCOMPARE(doc.value(QStringLiteral("/cards/10/number")).toInt(), 55);
        QTest::keyClick(view, Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(editor.model()->rowCount(), 56);
        QCOMPARE(editor.currentCard(), 11);
        QCOMPARE(doc.value(QStringLiteral("/cards/11/number")).toInt(), 56);
        QTest::keyClick(view, Qt::Key_Delete, Qt::ControlModifier);
        QCOMPARE(editor.model()->rowCount(), 55);
        QCOMPARE(doc.value(QStringLiteral("/cards/11/name")).toString(), QStringLiteral("Strike"));

        // The new card up before Derelict Ship and down again.
        QTest::keyClick(view, Qt::Key_Up);
        QCOMPARE(editor.currentCard(), 10);
        QTest::keyClick(view, Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(editor.currentCard(), 9);
        QCOMPARE(doc.value(QStringLiteral("/cards/9/number")).toInt(), 55);
        QCOMPARE(doc.value(QStringLiteral("/cards/10/name")).toString(),
                 QStringLiteral("Derelict Ship"));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Move New card 55 up"));
        QTest::keyClick(view, Qt::Key_Down, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(editor.currentCard(), 10);
        QCOMPARE(doc.value(QStringLiteral("/cards/10/number")).toInt(), 55);

        // Derelict Ship (an event) through the form: Tab from the last button reaches the card's
        // first field, on to its year 1 resource, wealth chosen with the arrows.
        QTest::keyClick(view, Qt::Key_Up);
        QCOMPARE(editor.currentCard(), 9);
        auto *moveDown = editor.findChild<QPushButton *>();
        for (QPushButton *button : editor.findChildren<QPushButton *>())
            if (button->text() == QLatin1String("Move down"))
                moveDown = button;
        QCOMPARE(moveDown->text(), QStringLiteral("Move down"));
        moveDown->setFocus(Qt::TabFocusReason);
        QTest::keyClick(moveDown, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), editor.field(QStringLiteral("number")));
        QWidget *resource = editor.field(QStringLiteral("year1/resource"));
        for (int i = 0; i < 10 && QApplication::focusWidget() != resource; ++i)
            QTest::keyClick(focused(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), resource);
        QCOMPARE(doc.value(QStringLiteral("/cards/9/year1/resource")).toString(),
                 QStringLiteral("metal"));
        QTest::keyClick(resource, Qt::Key_Down);
        QCOMPARE(doc.value(QStringLiteral("/cards/9/year1/resource")).toString(),
                 QStringLiteral("wealth"));
        // Up past Procyon, a near system whose form has no year: the focus stays.
        QTest::keyClick(resource, Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(editor.currentCard(), 8);
        QCOMPARE(doc.value(QStringLiteral("/cards/8/name")).toString(),
                 QStringLiteral("Derelict Ship"));
        QCOMPARE(QApplication::focusWidget(), resource);
        QVERIFY(resource->isVisible());
    }

    // Issue 12: the list's current cell (where the arrows are, what Space or F2 acts on) is
    // framed clearly inside the highlighted row: the frame stands out from the row at least
    // 3:1 (WCAG's figure for a control's outline), in the normal look and in high contrast.
    // Fusion's own focus frame is a faint line in the selection's colour (about 1.2:1).
    void keyboardShowsTheCurrentCell()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(deckCopy(), errors));
        DeckEditor editor(&doc);
        editor.resize(1200, 700);
        QTableView *view = editor.view();
        QVERIFY(showAndTabTo(&editor, view));
        // Down to the third card, right to its kind.
        QTest::keyClick(view, Qt::Key_Down);
        QTest::keyClick(view, Qt::Key_Down);
        while (view->currentIndex().column() < CardListModel::KindColumn)
            QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(editor.currentCard(), 2);
        QVERIFY(view->selectionModel()->isRowSelected(2, {}));
        const QModelIndex name = view->model()->index(2, CardListModel::NameColumn);
        const double normal = test::currentCellContrast(view, name);
        QVERIFY2(normal >= 3.0, qPrintable(QString::number(normal)));
        // The neighbour has no frame: the frame marks the current cell, not the row.
        view->setCurrentIndex(name);
        QVERIFY(test::currentCellContrast(
                    view, view->model()->index(2, CardListModel::KindColumn)) >= 3.0);

        const QPalette before = QApplication::palette();
        QApplication::setPalette(highContrastPalette());
        QTRY_COMPARE(view->palette().color(QPalette::Highlight),
                     highContrastPalette().color(QPalette::Highlight));
        const double high =
            test::currentCellContrast(view, view->model()->index(2, CardListModel::KindColumn));
        QApplication::setPalette(before);
        QVERIFY2(high >= 3.0, qPrintable(QString::number(high)));
        qInfo("current cell against its row: %.1f:1, in high contrast %.1f:1", normal, high);
    }

    // Issue 12: arrowing through the kind chooser is one undo step (a step per press before),
    // named after the last kind; arrowing back to where it started leaves no step; Ctrl+Z
    // gives the card back as it was. The spin boxes' arrows are one step per field as well,
    // and another field starts a step of its own. Through the Workshop window's Edit menu keys.
    void arrowsOnAFieldAreOneUndoStep()
    {
        WorkshopWindow window;
        window.setWritesSettings(false);
        window.resize(1300, 800);
        QCOMPARE(window.openFile(deckCopy()), QString());
        auto *editor = qobject_cast<DeckEditor *>(window.currentEditor());
        QVERIFY(editor);
        Document *doc = window.currentDocument();
        const QJsonObject alpha = doc->value(QStringLiteral("/cards/3")).toObject();
        QCOMPARE(alpha.value(QStringLiteral("kind")).toString(), QStringLiteral("near"));
        editor->setCurrentCard(3);
        auto *kind = qobject_cast<QComboBox *>(editor->field(QStringLiteral("kind")));
        QVERIFY(showAndTabTo(&window, editor->view()));
        kind->setFocus(Qt::TabFocusReason);
        QVERIFY(kind->hasFocus());

        // Down and up again: no step.
        QTest::keyClick(kind, Qt::Key_Down);
        QCOMPARE(doc->value(QStringLiteral("/cards/3/kind")).toString(), QStringLiteral("distant"));
        QTest::keyClick(kind, Qt::Key_Up);
        QCOMPARE(doc->value(QStringLiteral("/cards/3")).toObject(), alpha);
        QCOMPARE(doc->undoStack()->count(), 0);
        QVERIFY(!doc->isModified());

        // Down three times, to a red alert: one step.
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(kind, Qt::Key_Down);
        QCOMPARE(doc->value(QStringLiteral("/cards/3/kind")).toString(),
                 QStringLiteral("red-alert"));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Make Alpha Centauri a red alert"));
        QVERIFY(kind->hasFocus());
        QTest::keyClick(kind, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc->value(QStringLiteral("/cards/3")).toObject(), alpha);
        QVERIFY(!doc->undoStack()->canUndo());
        QCOMPARE(kind->currentData().toString(), QStringLiteral("near"));

        // The kind, then the resistance's arrows: two steps.
        QTest::keyClick(kind, Qt::Key_Down);
        auto *resistance = qobject_cast<QSpinBox *>(editor->field(QStringLiteral("resistance")));
        resistance->setFocus(Qt::TabFocusReason);
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(resistance, Qt::Key_Up);
        QCOMPARE(doc->value(QStringLiteral("/cards/3/resistance")).toInt(),
                 alpha.value(QStringLiteral("resistance")).toInt() + 3);
        QCOMPARE(doc->undoStack()->count(), 2);
        QCOMPARE(doc->undoStack()->undoText(),
                 QStringLiteral("Change the resistance of Alpha Centauri"));
        // (Ctrl+Z in a spin box undoes its own typing, as in any text field.)
        kind->setFocus(Qt::BacktabFocusReason);
        QTest::keyClick(kind, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc->value(QStringLiteral("/cards/3/resistance")),
                 alpha.value(QStringLiteral("resistance")));
        QCOMPARE(doc->value(QStringLiteral("/cards/3/kind")).toString(), QStringLiteral("distant"));
        QTest::keyClick(kind, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc->value(QStringLiteral("/cards/3")).toObject(), alpha);
        QVERIFY(!doc->isModified());
    }

    // Issue 12: undoing or redoing a move selects the moved card where it lands (the list
    // stayed on the row, showing another card), also when another card was chosen since.
    void undoneMoveSelectsTheCard()
    {
        WorkshopWindow window;
        window.setWritesSettings(false);
        window.resize(1300, 800);
        QCOMPARE(window.openFile(deckCopy()), QString());
        auto *editor = qobject_cast<DeckEditor *>(window.currentEditor());
        QVERIFY(editor);
        Document *doc = window.currentDocument();
        QTableView *view = editor->view();
        QVERIFY(showAndTabTo(&window, view));
        auto *name = qobject_cast<QLineEdit *>(editor->field(QStringLiteral("name")));
        const auto shownCard = [view] {
            return view->currentIndex()
                .siblingAtColumn(CardListModel::NameColumn)
                .data()
                .toString();
        };
        QCOMPARE(shownCard(), QStringLiteral("Canopus"));

        // Canopus down one, then the next card chosen.
        QTest::keyClick(view, Qt::Key_Down, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(editor->currentCard(), 1);
        QCOMPARE(doc->value(QStringLiteral("/cards/1/name")).toString(), QStringLiteral("Canopus"));
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(editor->currentCard(), 2);
        QVERIFY(shownCard() != QStringLiteral("Canopus"));

        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc->value(QStringLiteral("/cards/0/name")).toString(), QStringLiteral("Canopus"));
        QCOMPARE(editor->currentCard(), 0);
        QCOMPARE(shownCard(), QStringLiteral("Canopus"));
        QVERIFY(view->selectionModel()->isRowSelected(0, {}));
        QCOMPARE(name->text(), QStringLiteral("Canopus"));
        QVERIFY(view->hasFocus());

        // Redo's key is the platform's (Ctrl+Shift+Z or Ctrl+Y).
        QTest::keySequence(view, QKeySequence::Redo);
        QCOMPARE(doc->value(QStringLiteral("/cards/1/name")).toString(), QStringLiteral("Canopus"));
        QCOMPARE(editor->currentCard(), 1);
        QCOMPARE(shownCard(), QStringLiteral("Canopus"));
        QCOMPARE(name->text(), QStringLiteral("Canopus"));

        // The same while the list shows one kind: Procyon (a near system) moves past the
        // near systems shown, the undo selects it where it was.
        choose(editor->kindFilter(), QStringLiteral("near"));
        view->setFocus(Qt::TabFocusReason);
        editor->setCurrentCard(8);
        QCOMPARE(shownCard(), QStringLiteral("Procyon"));
        QTest::keyClick(view, Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
        const int landed = editor->currentCard();
        QVERIFY(landed < 8);
        QTest::keyClick(view, Qt::Key_Down);
        QVERIFY(shownCard() != QStringLiteral("Procyon"));
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor->currentCard(), 8);
        QCOMPARE(shownCard(), QStringLiteral("Procyon"));
        QCOMPARE(editor->kindFilter()->currentData().toString(), QStringLiteral("near"));
    }

    // Issue 12, the technology mat by keyboard alone: Tab reaches the table, the arrows and F2
    // edit a cell, and the next Tab leaves the table (it walked all 56 cells).
    void keyboardEditsTheTechnologies()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(
            copyOf(QStringLiteral(":/data/galaxy-command/technologies.json"), "tk.json"), errors));
        TechnologiesEditor editor(&doc);
        editor.resize(1100, 700);
        QTableView *view = editor.view();
        QVERIFY(showAndTabTo(&editor, view));
        view->setCurrentIndex(editor.model()->index(0, TechnologyModel::IdColumn));
        // Forward Star Bases' cost: down one, right to the cost.
        QTest::keyClick(view, Qt::Key_Down);
        while (view->currentIndex().column() < TechnologyModel::CostColumn)
            QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_F2);
        auto *spin = view->findChild<QSpinBox *>();
        QVERIFY(spin && spin->hasFocus());
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("5"));
        QTest::keyClick(spin, Qt::Key_Return);
        QTRY_COMPARE(doc.value(QStringLiteral("/technologies/1/cost")).toInt(), 5);
        QTRY_VERIFY(view->hasFocus());
        const QModelIndex cell = view->currentIndex();
        QTest::keyClick(view, Qt::Key_Tab);
        QVERIFY(!view->hasFocus());
        QCOMPARE(view->currentIndex(), cell);
    }

    void technologies()
    {
        const QString path =
            copyOf(QStringLiteral(":/data/galaxy-command/technologies.json"), "t.json");
        const QByteArray original = readAll(path);
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(path, errors));
        TechnologiesEditor editor(&doc);
        QAbstractItemModelTester tester(editor.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        TechnologyModel *model = editor.model();
        QCOMPARE(model->rowCount(), 8);
        QCOMPARE(model->index(0, TechnologyModel::NameColumn).data().toString(),
                 QStringLiteral("Capital Ships"));
        QVERIFY(!(model->flags(model->index(0, TechnologyModel::IdColumn)) & Qt::ItemIsEditable));
        QVERIFY(!model->setData(model->index(0, TechnologyModel::IdColumn), "x"));

        QVERIFY(model->setData(model->index(3, TechnologyModel::CostColumn), 6));
        QCOMPARE(doc.value(QStringLiteral("/technologies/3/cost")).toInt(), 6);
        QCOMPARE(doc.undoStack()->undoText(),
                 QStringLiteral("Change the cost of Planetary Defenses"));
        QVERIFY(model->setData(model->index(3, TechnologyModel::TextColumn),
                               QStringLiteral("+2 against invasions.")));
        QVERIFY(model->setData(model->index(3, TechnologyModel::NameColumn),
                               QStringLiteral("Planetary Shields")));
        QCOMPARE(model->index(3, TechnologyModel::NameColumn).data().toString(),
                 QStringLiteral("Planetary Shields"));
        QVERIFY(doc.problems().isEmpty());
        editor.resize(1100, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        saveShot(&editor, QStringLiteral("technologies-editor.png"));
        // A broken mat: two first generations on row 0; the problem's pointer selects the cell.
        QVERIFY(model->setData(model->index(1, TechnologyModel::GenerationColumn), 1));
        QVERIFY(!doc.problems().isEmpty());
        editor.selectPointer(QStringLiteral("/technologies/3/cost"));
        QCOMPARE(editor.view()->currentIndex(), model->index(3, TechnologyModel::CostColumn));

        saveShot(&editor, QStringLiteral("technologies-editor-broken.png"));

        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(doc.problems().isEmpty());
        QString error;
        QVERIFY(doc.save(error));
        QCOMPARE(readAll(path), original);
    }

    void editedDeckLoadsAndPlays()
    {
        const QString path = deckCopy();
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(path, errors));
        DeckEditor editor(&doc);
        editor.setCurrentCard(3);
        qobject_cast<QSpinBox *>(editor.field(QStringLiteral("resistance")))->setValue(9);
        editor.changeKind(9, QStringLiteral("distant"));
        editor.setCurrentCard(0);
        QCOMPARE(editor.addCard(), 1);
        QString error;
        QVERIFY2(doc.save(error), qPrintable(error));

        data::ContentFiles files;
        files.deck = path;
        const auto content = data::loadContent("galaxy-command", files, errors);
        QVERIFY2(content, qPrintable(errors.join('\n')));
        const auto *gc = dynamic_cast<const gc::Content *>(content.get());
        QVERIFY(gc);
        QCOMPARE(int(gc->cards.size()), 55);
        const auto byNumber = [&](int number) {
            return *std::find_if(gc->cards.begin(), gc->cards.end(),
                                 [number](const gc::Card &card) { return card.number == number; });
        };
        QCOMPARE(byNumber(4).resistance, 9);
        QCOMPARE(byNumber(10).kind, gc::CardKind::Distant);
        QCOMPARE(byNumber(55).kind, gc::CardKind::Near);
        const GameRegistration *game = builtinGames().find("galaxy-command");
        QVERIFY(game);
        const auto created = game->create(content, 1);
        QVERIFY(created);
        QVERIFY(created->newInitialState());
    }
};

QTEST_MAIN(TestEditorDeck)
#include "tst_editor_deck.moc"
