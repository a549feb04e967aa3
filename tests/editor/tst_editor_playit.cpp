// "Play It" and a game in progress: the app's session is never replaced without asking.
// The question names the game and where it will be kept; "Save It and Play" saves the
// game in progress there first (and the saved file opens again with the same moves);
// "Cancel" leaves the game as it was; a game that is over, or no game, is not asked about.

#include "playitguard.h"
#include "session.h"

#include <QApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace starboard;
using namespace starboard::editor;

namespace {

QVariantMap gameInProgress()
{
    return {{QStringLiteral("gameId"), QStringLiteral("galaxy-command")},
            {QStringLiteral("seed"), QStringLiteral("11")},
            {QStringLiteral("seats"),
             QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("Ann")},
                                      {QStringLiteral("human"), true}}}}};
}

// Answers the question that putAsideGameInProgress() is about to show by clicking the
// button named `button` ("" for Cancel); keeps the question's texts in `shown`.
void answerWith(const QString &button, QString *shown)
{
    QTimer::singleShot(0, qApp, [button, shown] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            answerWith(button, shown); // not up yet
            return;
        }
        *shown = box->text() + QLatin1Char('\n') + box->informativeText();
        QAbstractButton *target = button.isEmpty() ? box->button(QMessageBox::Cancel)
                                                   : box->findChild<QPushButton *>(button);
        QVERIFY(target);
        QTest::mouseClick(target, Qt::LeftButton);
    });
}

} // namespace

class TestEditorPlayIt : public QObject
{
    Q_OBJECT

private slots:
    void noGameIsNotAsked()
    {
        GameSession session;
        QTemporaryDir dir;
        QString kept;
        QVERIFY(putAsideGameInProgress(nullptr, session, dir.path(), &kept));
        QVERIFY(kept.isEmpty());
    }

    void saveItAndPlay()
    {
        GameSession session;
        QCOMPARE(session.startNewGame(gameInProgress()), QString());
        session.waitForComputer();
        QVERIFY(!session.state()->legalActions().empty());
        QCOMPARE(session.apply(session.state()->legalActions().front()), QString());
        session.waitForComputer();
        const std::vector<Action> history = session.state()->history();

        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("Games put aside"));
        QString kept;
        QString question;
        answerWith(QStringLiteral("keepAndPlay"), &question);
        QVERIFY(putAsideGameInProgress(nullptr, session, folder, &kept));
        QVERIFY2(question.contains(session.gameName()), qPrintable(question));
        QVERIFY2(question.contains(QFileInfo(kept).fileName()), qPrintable(question));
        QVERIFY(QFileInfo(kept).isFile());
        QCOMPARE(QFileInfo(kept).absolutePath(), QFileInfo(folder).absoluteFilePath());

        // The kept game opens again, move for move.
        GameSession again;
        QCOMPARE(again.load(QUrl::fromLocalFile(kept)), QString());
        QCOMPARE(again.state()->history(), history);
    }

    void cancelKeepsTheGame()
    {
        GameSession session;
        QCOMPARE(session.startNewGame(gameInProgress()), QString());
        session.waitForComputer();
        const std::vector<Action> history = session.state()->history();
        QTemporaryDir dir;
        QString kept;
        QString question;
        answerWith(QString(), &question);
        QVERIFY(!putAsideGameInProgress(nullptr, session, dir.path(), &kept));
        QVERIFY(!question.isEmpty());
        QVERIFY(kept.isEmpty());
        QCOMPARE(session.state()->history(), history);
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    void aFinishedGameIsNotAsked()
    {
        GameSession session;
        QCOMPARE(session.startNewGame(gameInProgress()), QString());
        session.concede(0);
        QVERIFY(session.isTerminal());
        QTemporaryDir dir;
        QVERIFY(putAsideGameInProgress(nullptr, session, dir.path()));
    }
};

QTEST_MAIN(TestEditorPlayIt)
#include "tst_editor_playit.moc"
