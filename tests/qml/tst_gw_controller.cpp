// The Galactic Warfare board adapter driven like a player (issue 15): clicks on
// squares, cards and buttons become engine actions through the session; refused clicks give
// the engine's reason and change nothing; only the viewer's hand is in the controller's
// data; whole games against the computer played to the end by random clicks; GwBoard.qml
// loads with a live controller and plays without a warning.

#include "gamecatalog.h"
#include "gwcontroller.h"
#include "gwdriver.h"
#include "gwtext.h"
#include "session.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

#include "games/galactic-warfare/gw_figures.h"
#include "games/galactic-warfare/gw_game.h"

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;
using namespace starboard::gw;
using namespace gwdriver;

namespace {

QStringList g_warnings;
QtMessageHandler g_previous = nullptr;

void collectWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings << message;
    if (g_previous)
        g_previous(type, context, message);
}

struct Table
{
    GameSession session;
    GwController controller;
    Table()
    {
        session.setComputerDelay(0);
        controller.setSession(&session);
    }
};

// The controller's data against the engine: the squares, and the viewer's hand only.
void checkView(const GwController &c)
{
    const GwState *s = c.state();
    QVERIFY(s);
    const QVariantList squares = c.squares();
    QCOMPARE(int(squares.size()), s->game().board().size());
    for (const QVariant &v : squares) {
        const QVariantMap m = v.toMap();
        const int sq = m.value(QStringLiteral("square")).toInt();
        QCOMPARE(m.value(QStringLiteral("owner")).toInt(), s->at(sq).owner);
        if (s->at(sq).owner >= 0)
            QCOMPARE(m.value(QStringLiteral("powerUps")).toInt(), s->at(sq).powerUps);
    }
    const int seat = c.viewSeat();
    int held = 0;
    for (const QVariant &v : c.hand()) {
        const QVariantMap card = v.toMap();
        const int type = card.value(QStringLiteral("type")).toInt();
        QCOMPARE(card.value(QStringLiteral("count")).toInt(), s->hand(seat, type));
        held += s->hand(seat, type);
        // Lit exactly when the engine has a play of it now.
        bool legal = false;
        if (c.myDecision())
            for (Action a : s->legalActions())
                legal |= actionKind(a) == ActionKind::PlayCard && (actionPayload(a) & 0xff) == type;
        QCOMPARE(card.value(QStringLiteral("playable")).toBool(), legal);
    }
    QCOMPARE(held, s->handSize(seat));
    QCOMPARE(c.opponentHandCount(), s->handSize(1 - seat));
}

// Plays the viewer's decisions until `until` holds or the game ends.
template <typename Until>
void playUntil(Table &t, QRandomGenerator &rng, Until until)
{
    for (int i = 0; i < 5000; ++i) {
        t.session.waitForComputer();
        if (t.session.isTerminal() || (t.controller.myDecision() && until()))
            return;
        QVERIFY(t.controller.myDecision());
        decide(t.controller, rng);
        if (QTest::currentTestFailed())
            return;
    }
    QFAIL("too many decisions");
}

} // namespace

class TestGwController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        g_previous = qInstallMessageHandler(collectWarnings);
        // Offered in the app (session 22): its board is in the module.
        QVERIFY(GameCatalog::isPlayable(QStringLiteral("galactic-warfare")));
        QVERIFY(!GameCatalog::boardUrl(QStringLiteral("galactic-warfare")).isEmpty());
    }
    void init() { g_warnings.clear(); }
    void cleanup()
    {
        const QStringList warnings = g_warnings;
        g_warnings.clear();
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    // Every English name and text of the shipped cards is in the list lupdate reads.
    void contentStringsCoverTheShippedData()
    {
        const QStringList known = contentStrings();
        QStringList missing;
        int checked = 0;
        for (const char *file : {"cards.json", "board.json", "ruleset.json"}) {
            QFile f(QStringLiteral(":/data/galactic-warfare/") + QLatin1String(file));
            QVERIFY2(f.open(QIODevice::ReadOnly), file);
            const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
            QStringList texts{o.value(QStringLiteral("name")).toString()};
            for (const QJsonValue card : o.value(QStringLiteral("cards")).toArray())
                texts << card[QStringLiteral("name")].toString()
                      << card[QStringLiteral("text")].toString();
            for (const QString &text : texts) {
                ++checked;
                if (!known.contains(text))
                    missing << text;
            }
        }
        QVERIFY(checked >= 30);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    // The start: the board as the engine has it, the viewer's hand of 15, the other hand a
    // count; the roll for the first turn and, for the higher roller, the three choices.
    void start()
    {
        for (int seed = 1; seed <= 6; ++seed) {
            Table t;
            QCOMPARE(t.session.startNewGame(config(QString::number(seed))), QString());
            t.session.waitForComputer();
            GwController &c = t.controller;
            checkView(c);
            QCOMPARE(c.hand().isEmpty(), false);
            QVERIFY(c.opponentHandCount() > 0); // its count only (checkView: the engine's)
            QVERIFY(c.startRoll().value(QStringLiteral("seen")).toBool());
            QCOMPARE(c.squares().size(), 80);
            int white = 0, blue = 0;
            for (const QVariant &v : c.squares()) {
                white += v.toMap().value(QStringLiteral("owner")).toInt() == 0;
                blue += v.toMap().value(QStringLiteral("owner")).toInt() == 1;
            }
            QCOMPARE(white, 12);
            QCOMPARE(blue, 12);
            if (c.phase() == QLatin1String("choose")) {
                QStringList ids;
                for (const QVariant &v : c.choices())
                    ids << v.toMap().value(QStringLiteral("id")).toString();
                QVERIFY(ids.contains(QStringLiteral("moveFirst")));
                QVERIFY(ids.contains(QStringLiteral("otherFirst")));
                QVERIFY(!c.prompt().isEmpty());
            } else {
                QVERIFY2(c.phase() == QLatin1String("move"), qPrintable(c.phase()));
            }
        }
    }

    // After Hyperdrive's first charge only that ship may charge again: the prompt names it
    // (helper 19: it said "click a ship").
    void hyperdrivePromptNamesTheShip()
    {
        Table t;
        QCOMPARE(t.session.startNewGame(hotseatConfig(QStringLiteral("21"))), QString());
        QRandomGenerator rng(21);
        bool seen = false;
        for (int i = 0; i < 8000 && !t.session.isTerminal() && !seen; ++i) {
            t.session.waitForComputer();
            if (t.session.privacyScreen())
                t.session.acknowledgePrivacy();
            GwController &c = t.controller;
            if (!c.myDecision())
                continue;
            const GwState *s = c.state();
            if (s->phase() == Phase::FollowCharge && s->followFrom() >= 0) {
                const QString square =
                    QString::fromStdString(s->game().squareName(s->followFrom()));
                QVERIFY2(c.prompt().contains(QStringLiteral("the ship on ") + square),
                         qPrintable(c.prompt()));
                // That ship is selected, where it may go lit (helper 20 clicked it again).
                QCOMPARE(c.selected(), s->followFrom());
                QVERIFY(!c.destinations().isEmpty());
                seen = true;
                break;
            }
            // Hyperdrive whenever it can be played, else at random.
            const int hyperdrive = s->game().cardIndex("hyperdrive");
            if (s->cardBlock(s->currentPlayer(), hyperdrive) == CardBlock::None)
                QCOMPARE(c.clickCard(hyperdrive), QString());
            else
                decide(c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(seen);
    }

    // A card window in which no card of the hand can be played: against the computer it is
    // answered "no card" for the player (helper 16 clicked "Play no card" at every battle);
    // between people it waits for the person, or the pass screen shown or not would tell the
    // other about the hand. The prompt mentions a card only when one can be played.
    void noCardAnsweredForTheLonePlayer()
    {
        const auto onlyNoCard = [](const GwState *s) {
            const std::vector<Action> legal = s->legalActions();
            return legal.size() == 1 && actionKind(legal.front()) == ActionKind::NoCard;
        };
        for (const bool hotseat : {false, true}) {
            Table t;
            QCOMPARE(t.session.startNewGame(hotseat ? hotseatConfig(QStringLiteral("13"))
                                                    : config(QStringLiteral("13"))),
                     QString());
            QRandomGenerator rng(13);
            bool seen = false;
            bool promptChecked = false;
            for (int i = 0; i < 4000 && !t.session.isTerminal() && !seen; ++i) {
                t.session.waitForComputer();
                if (t.session.privacyScreen())
                    t.session.acknowledgePrivacy();
                GwController &c = t.controller;
                if (!c.myDecision())
                    continue;
                const GwState *s = c.state();
                if (!promptChecked && s->phase() == Phase::Move && !c.canPlayCardNow()) {
                    QVERIFY2(!c.prompt().contains(QStringLiteral("card")), qPrintable(c.prompt()));
                    promptChecked = true;
                }
                if (!onlyNoCard(s)) {
                    decide(c, rng);
                    continue;
                }
                const std::size_t before = s->history().size();
                if (hotseat) {
                    QTest::qWait(600);
                    QCOMPARE(c.state()->history().size(), before);
                } else {
                    QTRY_VERIFY(c.state()->history().size() > before);
                    QCOMPARE(c.state()->history()[before], makeAction(ActionKind::NoCard));
                }
                seen = true;
            }
            QVERIFY2(seen, hotseat ? "hotseat" : "against the computer");
            QVERIFY(promptChecked);
        }
    }

    // A ship selected shows its charges; a click on one is that charge; a click elsewhere is
    // refused with the engine's reason and changes nothing; a pass with a move at hand, a
    // card that cannot be played now, a button that is not offered: refused the same way.
    void clicksAndRefusals()
    {
        Table t;
        QCOMPARE(t.session.startNewGame(config(QStringLiteral("11"))), QString());
        QRandomGenerator rng(11);
        playUntil(t, rng, [&] { return t.controller.phase() == QLatin1String("move"); });
        GwController &c = t.controller;
        QCOMPARE(c.phase(), QStringLiteral("move"));
        const GwState *s = c.state();
        const std::size_t before = s->history().size();

        // Nothing selected: a vacant square is refused.
        int vacant = -1;
        for (int sq = 0; sq < 80 && vacant < 0; ++sq)
            if (s->at(sq).owner < 0)
                vacant = sq;
        QVERIFY(!c.clickSquare(vacant).isEmpty());
        QCOMPARE(c.message().isEmpty(), false);
        QCOMPARE(s->history().size(), before);
        QVERIFY(!c.clickSquare(999).isEmpty());

        // Pass with moves at hand: the engine's reason.
        const QString passReason = c.choose(QStringLiteral("pass"));
        QCOMPARE(passReason, refusalText(*s, makeAction(ActionKind::Pass)));
        QVERIFY(!passReason.isEmpty());
        QVERIFY(!c.choose(QStringLiteral("nonsense")).isEmpty());
        QCOMPARE(s->history().size(), before);

        // A card of the hand that cannot be played now says which and why (helper 16: "That
        // card cannot be played now." named neither): a card of another moment names it.
        int otherMoment = 0;
        for (const QVariant &v : c.hand()) {
            if (v.toMap().value(QStringLiteral("playable")).toBool())
                continue;
            const int type = v.toMap().value(QStringLiteral("type")).toInt();
            const CardType &card = s->game().cards()[std::size_t(type)];
            const QString name = QString::fromStdString(card.name);
            const QString reason = c.clickCard(type);
            QVERIFY2(reason.startsWith(name + QLatin1Char(' ')), qPrintable(reason));
            QCOMPARE(c.message(), reason);
            if (card.window != Window::BeforeMove) {
                QCOMPARE(reason, QStringLiteral("%1 is not played now. Its moment: %2.")
                                     .arg(name, windowText(int(card.window))));
                ++otherMoment;
            }
        }
        QVERIFY(otherMoment > 0);
        // A card the viewer does not hold.
        for (int type = 0; type < int(s->game().cards().size()); ++type)
            if (s->hand(c.viewSeat(), type) == 0) {
                QVERIFY(!c.clickCard(type).isEmpty());
                break;
            }
        QCOMPARE(s->history().size(), before);

        // Select a ship with a charge.
        const QList<int> ships = litSquares(c, QStringLiteral("select"));
        QVERIFY(!ships.isEmpty());
        int ship = -1;
        for (int sq : ships)
            if (!s->charges(sq).empty() && ship < 0)
                ship = sq;
        QVERIFY(ship >= 0);
        QCOMPARE(c.clickSquare(ship), QString());
        QCOMPARE(c.selected(), ship);
        QCOMPARE(s->history().size(), before);
        QVariantList expected;
        for (int to : s->charges(ship))
            expected << to;
        QCOMPARE(c.destinations(), expected);
        QCOMPARE(litSquares(c, QStringLiteral("charge")).size(), expected.size());

        // A click on a square it cannot reach: the engine's reason for that charge.
        int wrong = -1;
        for (int sq = 0; sq < 80 && wrong < 0; ++sq)
            if (s->at(sq).owner < 0 && !expected.contains(sq))
                wrong = sq;
        QCOMPARE(c.clickSquare(wrong), refusalText(*s, makeCharge(ship, wrong)));
        QCOMPARE(c.selected(), ship);
        QCOMPARE(s->history().size(), before);

        // Cancel, select again, charge.
        QCOMPARE(c.choose(QStringLiteral("cancel")), QString());
        QCOMPARE(c.selected(), -1);
        QCOMPARE(c.clickSquare(ship), QString());
        const int to = expected.front().toInt();
        QCOMPARE(c.clickSquare(to), QString());
        QVERIFY(c.message().isEmpty());
        QCOMPARE(s->history()[before], makeCharge(ship, to));
        t.session.waitForComputer();
        // After the charge: the ship is on `to` (unless a battle took it since).
        checkView(c);
    }

    // Clicks while it is not the viewer's decision are refused and change nothing.
    void notMyTurn()
    {
        Table t;
        QCOMPARE(t.session.startNewGame(config(QStringLiteral("5"), 1)), QString());
        t.session.waitForComputer();
        GwController &c = t.controller;
        QCOMPARE(c.viewSeat(), 1);
        checkView(c);
        GwController other; // without a session
        QVERIFY(!other.clickSquare(0).isEmpty());
        QVERIFY(!other.clickCard(0).isEmpty());
        QVERIFY(!other.choose(QStringLiteral("pass")).isEmpty());
    }

    // The other seat's hand is not in the controller's data: no name of a card that only
    // the opponent holds (and nobody has played) shows in any of its properties, at every
    // decision of a game.
    void hiddenHand()
    {
        Table t;
        QCOMPARE(t.session.startNewGame(config(QStringLiteral("21"))), QString());
        QRandomGenerator rng(21);
        int checked = 0;
        playUntil(t, rng, [&] {
            GwController &c = t.controller;
            const GwState *s = c.state();
            checkView(c);
            QStringList data;
            const QMetaObject *meta = c.metaObject();
            for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
                // The deck's composition is public (the rules page lists every card of the
                // game): it names every card, held or not, with the deck's counts only.
                if (QLatin1String(meta->property(i).name()) == QLatin1String("deck")) {
                    if (c.deck().size() != qsizetype(s->game().cards().size()))
                        qWarning("the deck lists %d cards", int(c.deck().size()));
                    continue;
                }
                const QVariant v = meta->property(i).read(&c);
                data << QString::fromUtf8(QJsonDocument::fromVariant(
                                              v.canConvert<QVariantMap>()
                                                  ? QVariant(v.toMap())
                                                  : QVariant(QVariantMap{{QStringLiteral("v"), v}}))
                                              .toJson());
            }
            const QString all = data.join(QLatin1Char('\n'));
            const int me = c.viewSeat();
            for (int type = 0; type < int(s->game().cards().size()); ++type)
                if (s->hand(me, type) == 0 && s->hand(1 - me, type) > 0 && s->discarded(type) == 0)
                    if (all.contains(contentName(s->game().cards()[std::size_t(type)].name)))
                        qWarning("the controller shows a card of the hidden hand: %d", type);
            ++checked;
            return checked > 200;
        });
        QVERIFY(checked > 20);
    }

    // Whole games against the computer, the viewer clicking at random among what is lit, to
    // the end (White and Blue); the log has words for every action.
    void wholeGames_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("seat");
        for (int seed = 1; seed <= 4; ++seed)
            QTest::addRow("seed %d", seed) << seed << (seed % 2);
    }
    void wholeGames()
    {
        QFETCH(int, seed);
        QFETCH(int, seat);
        Table t;
        QCOMPARE(t.session.startNewGame(config(QString::number(seed), seat)), QString());
        QRandomGenerator rng{quint32(seed)};
        QSet<int> phasesLit;
        int decisions = 0;
        for (; decisions < 20000 && !t.session.isTerminal(); ++decisions) {
            t.session.waitForComputer();
            if (t.session.isTerminal())
                break;
            QVERIFY(t.controller.myDecision());
            if (decisions % 25 == 0)
                checkView(t.controller);
            // The phase track lights the part of the turn the decision belongs to.
            const QString phase = t.controller.phase();
            const int index = t.controller.phaseIndex();
            const QHash<QString, int> expected{{QStringLiteral("choose"), 0},
                                               {QStringLiteral("move"), 1},
                                               {QStringLiteral("follow"), 1},
                                               {QStringLiteral("battle"), 2},
                                               {QStringLiteral("afterMove"), 3}};
            if (phase == QLatin1String("land"))
                QVERIFY2(index == 1 || index == 2, qPrintable(QString::number(index)));
            else
                QCOMPARE(index, expected.value(phase, -2));
            phasesLit.insert(index);
            decide(t.controller, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(t.session.isTerminal());
        QCOMPARE(t.controller.phase(), QStringLiteral("over"));
        QCOMPARE(t.controller.phaseIndex(), -1);
        QCOMPARE(t.controller.phaseNames().size(), qsizetype(4));
        QVERIFY2(phasesLit.contains(1) && phasesLit.contains(2) && phasesLit.contains(3),
                 qPrintable(QString::number(phasesLit.size())));
        QVERIFY(t.controller.gameOver());
        // The last words say how it ended (helper 16: "Blue (Blue) wins." and no more).
        const QString said = t.controller.resultText();
        const char *const how[] = {
            "every enemy ship is captured", "every square of the enemy home planet",
            "after a pass by each player", "at the turn limit", "the other player conceded"};
        const End end = endOf(*t.controller.state());
        if (t.controller.state()->winner() < 0)
            QVERIFY2(said.startsWith(QStringLiteral("The game ends in a draw")), qPrintable(said));
        else
            QVERIFY2(int(end) < 5 && said.contains(QLatin1String(how[int(end)])), qPrintable(said));
        QVERIFY2(!said.contains(QStringLiteral("(White)")) ||
                     !said.startsWith(QStringLiteral("White")),
                 qPrintable(said));
        QVERIFY(t.controller.choices().isEmpty());
        QVERIFY(!t.controller.clickSquare(0).isEmpty());
        LogModel *log = t.session.log();
        QVERIFY(log->rowCount() > 30);
        for (int i = 0; i < log->rowCount(); ++i) {
            const QString text = log->data(log->index(i), LogModel::TextRole).toString();
            QVERIFY2(!text.contains(QLatin1String("unknown action")), qPrintable(text));
        }
        qInfo("%d decisions, %d turns, %s", decisions, t.controller.turn(),
              qPrintable(t.controller.resultText()));
    }

    // GwBoard.qml with a live session: it loads, shows the squares and the hand, and a game
    // played by the driver through the board's own controller raises no warning.
    void boardLoads()
    {
        GameSession session;
        session.setComputerDelay(0);
        QCOMPARE(session.startNewGame(config(QStringLiteral("7"))), QString());
        session.waitForComputer();
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        QQuickWindow window;
        window.resize(1200, 760);
        window.show();
        QQmlComponent component(
            &engine,
            QUrl(QStringLiteral("qrc:/qt/qml/Starboard/games/galactic-warfare/GwBoard.qml")));
        QVERIFY2(!component.isError(), qPrintable(component.errorString()));
        std::unique_ptr<QObject> object(component.createWithInitialProperties(
            {{QStringLiteral("session"), QVariant::fromValue(&session)}}));
        QVERIFY2(object, qPrintable(component.errorString()));
        auto *item = qobject_cast<QQuickItem *>(object.get());
        QVERIFY(item);
        item->setParentItem(window.contentItem());
        item->setSize(window.size());
        auto *c = object->property("gameController").value<GwController *>();
        QVERIFY(c);
        QCOMPARE(c->squares().size(), 80);
        QVERIFY(!object->property("prompt").toString().isEmpty());
        QRandomGenerator rng(7);
        for (int i = 0; i < 150 && !session.isTerminal(); ++i) {
            session.waitForComputer();
            if (session.isTerminal())
                break;
            decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
            QCoreApplication::processEvents();
        }
        QTest::qWait(20);
        const QImage image = window.grabWindow();
        QVERIFY(!image.isNull());
    }
};

QTEST_MAIN(TestGwController)
#include "tst_gw_controller.moc"
