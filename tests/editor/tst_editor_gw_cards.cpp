// The Galactic Warfare card deck editor (issue 15, "Workshop"): the card list under
// QAbstractItemModelTester; edits through the form, each one undo step, undo all gives the
// original bytes; a change of effect brings the parameter and a moment the effect allows; add,
// duplicate, remove and move by the keys; a problem's pointer selects the card and its field;
// and what the issue asks a new user to do: design a card of their own, play it (Play It starts
// a game on the deck) and playtest the deck (the new card's figure in the statistics). With
// STARBOARD_VIEW_SHOTS=<folder>, the editor is saved there as a PNG.

#include "data/data.h"
#include "document.h"
#include "documentkinds.h"
#include "kinds/gwcards/gwcardseditor.h"
#include "kinds/ruleset/ruleseteditor.h"
#include "playtestdialog.h"
#include "session.h"
#include "workshopwindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
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

void choose(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data));
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

QSpinBox *spin(const GwCardsEditor &editor, const char *key)
{
    return qobject_cast<QSpinBox *>(editor.field(QLatin1String(key)));
}

QComboBox *combo(const GwCardsEditor &editor, const char *key)
{
    return qobject_cast<QComboBox *>(editor.field(QLatin1String(key)));
}

} // namespace

class TestEditorGwCards : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString cardsCopy(const QString &name = QStringLiteral("cards.json"))
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        QFile::copy(QStringLiteral(":/data/galactic-warfare/cards.json"), path);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

private slots:
    void theKindIsOffered()
    {
        const DocumentKind *kind = kindForFormat(QStringLiteral("starboard.gw-cards"));
        QVERIFY(kind);
        QCOMPARE(kind->gameId, QStringLiteral("galactic-warfare"));
        QVERIFY(kind->createEditor);
        QCOMPARE(contentFilesMember(kind->format), QStringLiteral("deck"));
        QCOMPARE(contentFilesMember(QStringLiteral("starboard.gw-board")), QStringLiteral("board"));
        const auto files =
            contentFiles({{QStringLiteral("starboard.gw-board"), QStringLiteral("b")},
                          {QStringLiteral("starboard.gw-cards"), QStringLiteral("c")},
                          {QStringLiteral("starboard.gw-ruleset"), QStringLiteral("r")}});
        QCOMPARE(files.board, QStringLiteral("b"));
        QCOMPARE(files.deck, QStringLiteral("c"));
        QCOMPARE(files.ruleset, QStringLiteral("r"));
    }

    void editUndoSaveGivesTheOriginal()
    {
        const QString path = cardsCopy();
        const QByteArray original = readAll(path);
        Document doc;
        QStringList errors;
        QVERIFY2(doc.open(path, errors), qPrintable(errors.join('\n')));
        const QJsonObject content = doc.content();
        GwCardsEditor editor(&doc);
        QAbstractItemModelTester tester(editor.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(editor.model()->rowCount(), 16);
        const auto cell = [&](int row, int column) {
            return editor.model()->index(row, column).data().toString();
        };
        QCOMPARE(cell(0, GwCardListModel::NameColumn), QStringLiteral("Reinforcements"));
        QCOMPARE(cell(0, GwCardListModel::KindColumn), QStringLiteral("Extra dice"));
        QCOMPARE(cell(0, GwCardListModel::WindowColumn),
                 QStringLiteral("In a battle, before the roll"));
        QCOMPARE(cell(0, GwCardListModel::CountColumn), QStringLiteral("5"));
        QCOMPARE(editor.summary()->text(), QStringLiteral("50 card(s) of 16 kind(s)"));

        // Reinforcements: its dice shown, no cards drawn; the effect in words. (Helper 18: from
        // a card that draws cards to one with dice the Dice row stayed hidden.)
        editor.resize(1100, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setCurrentCard(13); // Supply Drop
        QVERIFY(spin(editor, "cards")->isVisible());
        QVERIFY(!spin(editor, "dice")->isVisible());
        editor.setCurrentCard(0);
        QVERIFY(spin(editor, "dice")->isVisible());
        QVERIFY(!spin(editor, "cards")->isVisible());
        QVERIFY(spin(editor, "dice")->isVisibleTo(&editor));
        QVERIFY(!spin(editor, "cards")->isVisibleTo(&editor));
        QCOMPARE(editor.effect()->text(), QStringLiteral("Roll 1 more die(s) in this battle."));
        spin(editor, "count")->setValue(3);
        QCOMPARE(doc.value(QStringLiteral("/cards/0/count")).toInt(), 3);
        QCOMPARE(doc.undoStack()->undoText(),
                 QStringLiteral("Change the copies of Reinforcements"));
        QCOMPARE(editor.summary()->text(), QStringLiteral("48 card(s) of 16 kind(s)"));
        QCOMPARE(cell(0, GwCardListModel::CountColumn), QStringLiteral("3"));
        spin(editor, "dice")->setValue(2);
        QCOMPARE(doc.value(QStringLiteral("/cards/0/dice")).toInt(), 2);
        QCOMPARE(editor.effect()->text(), QStringLiteral("Roll 2 more die(s) in this battle."));
        auto *name = qobject_cast<QLineEdit *>(editor.field(QStringLiteral("name")));
        name->setText(QStringLiteral("Backup Squadron"));
        emit name->editingFinished();
        QCOMPARE(cell(0, GwCardListModel::NameColumn), QStringLiteral("Backup Squadron"));
        // Typing the text is one step, and the preview follows it.
        auto *text = qobject_cast<QPlainTextEdit *>(editor.field(QStringLiteral("text")));
        const int steps = doc.undoStack()->count();
        text->moveCursor(QTextCursor::End);
        QTest::keyClicks(text, QStringLiteral(" Twice!"));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.value(QStringLiteral("/cards/0/text")).toString(),
                 QStringLiteral("Roll 1 more die in this battle. Twice!"));
        QVERIFY(editor.preview()->accessibleName().contains(QStringLiteral("Twice!")));
        QVERIFY(doc.problems().isEmpty());

        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.content(), content);
        QCOMPARE(spin(editor, "count")->value(), 5);
        QCOMPARE(text->toPlainText(), QStringLiteral("Roll 1 more die in this battle."));
        QString error;
        QVERIFY2(doc.save(error), qPrintable(error));
        QCOMPARE(readAll(path), original);
    }

    // A new effect is one step: the parameter it needs comes and the old one goes, and the
    // moment becomes one the effect allows; an effect with one moment leaves no choice.
    void changingTheEffectIsOneStep()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(cardsCopy(), errors));
        GwCardsEditor editor(&doc);
        const QJsonObject reinforcements = doc.value(QStringLiteral("/cards/0")).toObject();
        editor.setCurrentCard(0);
        choose(combo(editor, "kind"), QStringLiteral("draw-cards"));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(),
                 QStringLiteral("Give Reinforcements the effect Draw cards"));
        QJsonObject card = doc.value(QStringLiteral("/cards/0")).toObject();
        QVERIFY(!card.contains(QStringLiteral("dice")));
        QCOMPARE(card.value(QStringLiteral("cards")).toInt(), 2);
        QCOMPARE(card.value(QStringLiteral("window")).toString(), QStringLiteral("before-move"));
        QVERIFY(spin(editor, "cards")->isVisibleTo(&editor));
        QVERIFY(!spin(editor, "dice")->isVisibleTo(&editor));
        QComboBox *window = combo(editor, "window");
        QCOMPARE(window->count(), 2); // before or after the move
        QVERIFY(window->isEnabled());
        choose(window, QStringLiteral("after-move"));
        QCOMPARE(doc.value(QStringLiteral("/cards/0/window")).toString(),
                 QStringLiteral("after-move"));
        QCOMPARE(editor.effect()->text(), QStringLiteral("Draw 2 card(s)."));
        editor.useEffectAsText();
        QCOMPARE(doc.value(QStringLiteral("/cards/0/text")).toString(),
                 QStringLiteral("Draw 2 card(s)."));
        QVERIFY(doc.problems().isEmpty());

        // Cancel a card: only in a battle, no choice to make.
        editor.changeKind(0, QStringLiteral("cancel-card"));
        QCOMPARE(doc.value(QStringLiteral("/cards/0/window")).toString(), QStringLiteral("battle"));
        QVERIFY(
            !doc.value(QStringLiteral("/cards/0")).toObject().contains(QStringLiteral("cards")));
        QCOMPARE(window->count(), 1);
        QVERIFY(!window->isEnabled());
        QVERIFY(doc.problems().isEmpty());

        // Every effect the engine knows, from every card, leaves a card the loader accepts.
        for (int k = 0; k < combo(editor, "kind")->count(); ++k) {
            editor.changeKind(0, combo(editor, "kind")->itemData(k).toString());
            for (const Problem &problem : doc.problems())
                QVERIFY2(false, qPrintable(problem.message));
        }
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.value(QStringLiteral("/cards/0")).toObject(), reinforcements);
        QVERIFY(!doc.isModified());
    }

    void addDuplicateRemoveAndMoveByKeys()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(cardsCopy(), errors));
        GwCardsEditor editor(&doc);
        QAbstractItemModelTester tester(editor.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        editor.resize(1100, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.activateWindow();
        editor.setCurrentCard(1);
        editor.view()->setFocus();
        QTRY_VERIFY(editor.view()->hasFocus());

        QTest::keyClick(editor.view(), Qt::Key_Insert);
        QCOMPARE(editor.model()->rowCount(), 17);
        QCOMPARE(editor.currentCard(), 2);
        QJsonObject added = doc.value(QStringLiteral("/cards/2")).toObject();
        QCOMPARE(added.value(QStringLiteral("name")).toString(), QStringLiteral("New card 17"));
        QCOMPARE(added.value(QStringLiteral("kind")).toString(), QStringLiteral("extra-dice"));
        QCOMPARE(added.value(QStringLiteral("text")).toString(),
                 QStringLiteral("Roll 1 more die(s) in this battle."));
        QVERIFY(doc.problems().isEmpty());
        QCOMPARE(editor.summary()->text(), QStringLiteral("51 card(s) of 17 kind(s)"));
        // Its text says what its effect does, and follows a new effect (helper 18: the text went
        // stale); undone, the card is as it was.
        editor.changeKind(2, QStringLiteral("draw-cards"));
        QCOMPARE(doc.value(QStringLiteral("/cards/2/text")).toString(),
                 QStringLiteral("Draw 2 card(s)."));
        doc.undoStack()->undo();
        QCOMPARE(doc.value(QStringLiteral("/cards/2")).toObject(), added);

        QTest::keyClick(editor.view(), Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(editor.model()->rowCount(), 18);
        QCOMPARE(editor.currentCard(), 3);
        QCOMPARE(doc.value(QStringLiteral("/cards/3/id")).toString(),
                 QStringLiteral("card-17-copy"));
        QVERIFY(doc.problems().isEmpty());

        QTest::keyClick(editor.view(), Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(editor.currentCard(), 2);
        QCOMPARE(doc.value(QStringLiteral("/cards/2/id")).toString(),
                 QStringLiteral("card-17-copy"));
        QTest::keyClick(editor.view(), Qt::Key_Delete, Qt::ControlModifier);
        QCOMPARE(editor.model()->rowCount(), 17);
        QCOMPARE(doc.value(QStringLiteral("/cards/2/id")).toString(), QStringLiteral("card-17"));
        // Enter goes to the card's name, Escape back to the list.
        QTest::keyClick(editor.view(), Qt::Key_Return);
        QTRY_VERIFY(editor.field(QStringLiteral("name"))->hasFocus());
        QTest::keyClick(editor.field(QStringLiteral("name")), Qt::Key_Escape);
        QTRY_VERIFY(editor.view()->hasFocus());

        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(editor.model()->rowCount(), 16);
        QVERIFY(!doc.isModified());

        const QString folder = qEnvironmentVariable("STARBOARD_VIEW_SHOTS");
        editor.setCurrentCard(10);
        if (!folder.isEmpty())
            QVERIFY(editor.grab().save(folder + QStringLiteral("/workshop-gw-cards.png")));
    }

    void problemsSelectTheirPlace()
    {
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(cardsCopy(), errors));
        GwCardsEditor editor(&doc);
        editor.resize(1100, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        // 20 copies of Jamming Signal make a deck of 66: fine; a count of 60 is over the limit.
        QVERIFY(doc.setValue(QStringLiteral("/cards/10/count"), 60, QStringLiteral("Too many")));
        const QList<Problem> problems = doc.problems();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.constFirst().pointer, QStringLiteral("/cards/10/count"));
        QVERIFY2(problems.constFirst().message.contains(QStringLiteral("between 1 and 50")),
                 qPrintable(problems.constFirst().message));
        editor.setCurrentCard(0);
        editor.selectPointer(problems.constFirst().pointer);
        QCOMPARE(editor.currentCard(), 10);
        QTRY_VERIFY(editor.field(QStringLiteral("count"))->hasFocus());
    }

    // What the issue asks of a new user: design a card of their own in the Workshop, play it,
    // and playtest the deck.
    void designACardPlayItAndPlaytestTheDeck()
    {
        const QString path = cardsCopy(QStringLiteral("my-deck.json"));
        WorkshopWindow window;
        QCOMPARE(window.openFile(path), QString());
        auto *editor = window.findChild<GwCardsEditor *>();
        QVERIFY(editor);
        Document *doc = editor->document();
        // The deck's own id: the standard rules still play it.
        doc->setValue(QStringLiteral("/id"), QStringLiteral("my-deck"), QStringLiteral("Id"));
        editor->setCurrentCard(15);
        const int mine = editor->addCard();
        QCOMPARE(mine, 16);
        auto *name = qobject_cast<QLineEdit *>(editor->field(QStringLiteral("name")));
        name->setText(QStringLiteral("Orbital Strike"));
        emit name->editingFinished();
        spin(*editor, "dice")->setValue(3);
        spin(*editor, "count")->setValue(6);
        editor->useEffectAsText();
        QVERIFY(doc->problems().isEmpty());
        QCOMPARE(editor->preview()->accessibleName(),
                 QStringLiteral("Card preview: Orbital Strike, In a battle, before the roll: "
                                "Roll 3 more die(s) in this battle."));

        // Play It: a new game on the saved deck.
        QSignalSpy play(&window, &WorkshopWindow::playRequested);
        QVERIFY(window.playCurrent());
        QVERIFY(!doc->isModified());
        QCOMPARE(play.size(), 1);
        QCOMPARE(play.at(0).at(0).toString(), QStringLiteral("galactic-warfare"));
        QVariantMap config = play.at(0).at(1).toMap();
        QCOMPARE(config.value(QStringLiteral("deckFile")).toString(), path);
        config.insert(QStringLiteral("gameId"), QStringLiteral("galactic-warfare"));
        config.insert(QStringLiteral("seed"), QStringLiteral("5"));
        GameSession session;
        QCOMPARE(session.startNewGame(config), QString());
        QStringList errors;
        data::ContentFiles files;
        files.deck = path;
        const auto content = data::loadContent("galactic-warfare", files, errors);
        QVERIFY2(content, qPrintable(errors.join('\n')));
        const auto *gw = dynamic_cast<const gw::Content *>(content.get());
        QVERIFY(gw);
        QCOMPARE(gw->deck.cards.back().name, std::string("Orbital Strike"));
        QCOMPARE(gw->deck.cards.back().dice, 3);
        QCOMPARE(gw::deckSize(gw->deck), 56);

        // Playtest: computer games of the deck, the new card among the figures.
        PlaytestDialog *dialog = window.playtestCurrent();
        QVERIFY(dialog);
        QSignalSpy done(dialog, &PlaytestDialog::finished);
        dialog->findChild<QSpinBox *>(QStringLiteral("games"))->setValue(12);
        dialog->run();
        QVERIFY(done.wait(240000));
        const QString text = dialog->resultText();
        qInfo("%s", qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("12 game")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Orbital Strike played")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Reinforcements played")), qPrintable(text));
    }

    // The rule variants of Galactic Warfare: every parameter in the ruleset editor, and the
    // named starting points.
    void ruleVariants()
    {
        const DocumentKind *kind = kindForFormat(QStringLiteral("starboard.gw-ruleset"));
        QVERIFY(kind);
        QCOMPARE(int(kind->templates.size()), 3);
        Document doc;
        QStringList errors;
        QVERIFY2(doc.openDefault(*kind, errors, kind->templates[1].file),
                 qPrintable(errors.join('\n')));
        QCOMPARE(doc.content().value(QLatin1String("id")).toString(), QStringLiteral("heavy-dice"));
        RulesetModel model(&doc);
        QStringList keys;
        for (int row = 0; row < model.rowCount(); ++row)
            keys.append(QLatin1String(model.param(row).key));
        QCOMPARE(keys, (QStringList{"cardsDealt", "powerUpCap", "dicePerShip", "homeDefenceDice",
                                    "tieRule", "turnLimit"}));
        QVERIFY(model.differs(model.rowOf(QStringLiteral("dicePerShip"))));
        QVERIFY(!model.differs(model.rowOf(QStringLiteral("tieRule"))));
        QVERIFY(
            model.setParameter(model.rowOf(QStringLiteral("tieRule")), QStringLiteral("defender")));
        QCOMPARE(doc.value(QStringLiteral("/tieRule")).toString(), QStringLiteral("defender"));
        QVERIFY(!model.setParameter(model.rowOf(QStringLiteral("dicePerShip")), 4));
        // More cards dealt than half the deck: the cross-file check names the ruleset's place.
        QVERIFY(model.setParameter(model.rowOf(QStringLiteral("cardsDealt")), 30));
        const QList<Problem> problems = doc.problems();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.constFirst().pointer, QStringLiteral("/cardsDealt"));
    }
};

QTEST_MAIN(TestEditorGwCards)
#include "tst_editor_gw_cards.moc"
