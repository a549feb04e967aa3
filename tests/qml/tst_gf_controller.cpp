// The Galaxy Fighters board adapter driven like a player: the cockpit's choices, the
// command buttons and clicks on spaces become engine actions through the session; refused
// clicks give the engine's reason and change nothing; the overflow choice; whole games of
// 1, 3 and 4 players played to the end by clicks; the log has words for every action.

#include "gametext.h"
#include "gfcontroller.h"
#include "gfdriver.h"
#include "gfpicture.h"
#include "gftext.h"
#include "session.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "games/galaxy-fighters/gf_game.h"

#include <map>
#include <optional>
#include <set>

using namespace starboard;
using namespace starboard::gf;
using namespace gfdriver;

namespace {

QString logText(GameSession &session)
{
    QStringList lines;
    for (int i = 0; i < session.log()->rowCount(); ++i)
        lines << session.log()->data(session.log()->index(i), LogModel::TextRole).toString();
    return lines.join(QLatin1Char('\n'));
}

// The cell model against the engine's state.
void checkCells(GfController &c)
{
    const GfState *s = c.state();
    QVERIFY(s);
    const auto &rows = c.cells()->rows();
    QCOMPARE(int(rows.size()), kCells - 4 * 9);
    for (const auto &row : rows) {
        QVERIFY(onBoard(row.cell));
        QCOMPARE(row.aliens.size(), qsizetype(s->stack(row.cell).size()));
        if (!row.aliens.isEmpty())
            QCOMPARE(row.aliens.back().toMap().value(QStringLiteral("kind")).toInt(),
                     s->stack(row.cell).back().kind);
        QCOMPARE(row.defence, s->defenceTile(row.cell));
        int ship = -1;
        for (int d = 0; d < kDistricts; ++d)
            if (s->ship(d).cell == row.cell)
                ship = d;
        QCOMPARE(row.ship, ship);
        // In the Command phase without an aim, a click moves exactly where the engine allows.
        if (c.myDecision() && s->phase() == Phase::Command && c.aim().isEmpty()) {
            QCOMPARE(row.action == QLatin1String("move"),
                     s->isLegal(makeAction(ActionKind::Move, row.cell)));
            // Why a space takes no move: said over the ship's own atmosphere only, not over
            // the deep space and the other districts.
            if (row.atmosphere != s->district())
                QVERIFY2(row.reason.isEmpty(), qPrintable(row.reason));
            else if (row.action.isEmpty() && s->ship(s->district()).cell != row.cell)
                QCOMPARE(row.reason, refusalText(*s, makeAction(ActionKind::Move, row.cell)));
        }
    }
}

// Makes the viewer's cockpit choices (the first of each) until the Command phase.
void toCommand(GfController &c, GameSession &session)
{
    for (int i = 0; i < 40 && !session.isTerminal(); ++i) {
        session.waitForComputer();
        c.flushPending();
        if (c.phase() == QLatin1String("command"))
            return;
        QVERIFY2(!c.choices().isEmpty(), qPrintable(c.phase()));
        QCOMPARE(c.choose(c.choices().front().toMap().value(QStringLiteral("index")).toInt()),
                 QString());
    }
    QFAIL("no Command phase");
}

// A session without computer delay and the board's controller on it.
struct Table
{
    GameSession session;
    GfController controller;
    Table()
    {
        session.setComputerDelay(0);
        controller.setSession(&session);
    }
};

} // namespace

class TestGfController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every English name and text of the shipped content is in the list lupdate reads.
    void contentStringsCoverTheShippedData()
    {
        const QStringList known = contentStrings();
        QStringList missing;
        int checked = 0;
        std::function<void(const QJsonValue &, const QString &)> walk = [&](const QJsonValue &value,
                                                                            const QString &key) {
            if (value.isObject()) {
                const QJsonObject o = value.toObject();
                for (auto it = o.begin(); it != o.end(); ++it)
                    walk(it.value(), it.key());
            } else if (value.isArray()) {
                for (const QJsonValue item : value.toArray())
                    walk(item, key);
            } else if (value.isString() &&
                       (key == QLatin1String("name") || key == QLatin1String("text"))) {
                ++checked;
                if (!known.contains(value.toString()))
                    missing << value.toString();
            }
        };
        for (const char *file : {"spawn-deck.json", "ships.json", "equipment.json", "ruleset.json",
                                 "ruleset-rookie.json", "ruleset-ace.json"}) {
            QFile f(QStringLiteral(":/data/galaxy-fighters/") + QLatin1String(file));
            QVERIFY2(f.open(QIODevice::ReadOnly), file);
            walk(QJsonDocument::fromJson(f.readAll()).object(), QString());
        }
        QVERIFY(checked > 40);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    // The cockpit at setup: the weapon, the tile and the engines the ship card allows, with
    // names and texts; each choice a click; a solo player fits out all four ships.
    void cockpitChoices()
    {
        Table table;
        GameSession &session = table.session;
        GfController &c = table.controller;
        QAbstractItemModelTester tester(c.cells(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("3"))), QString());
        session.waitForComputer();
        QCOMPARE(c.phaseNames().size(), 4);
        for (int district = 0; district < kDistricts; ++district) {
            c.flushPending();
            QCOMPARE(c.phase(), QStringLiteral("weapon"));
            QCOMPARE(c.phaseIndex(), 0);
            QCOMPARE(c.state()->cockpitDistrict(), district);
            QVERIFY(c.prompt().contains(gf::districtText(district)));
            // The cockpit's title names the ship being fitted out.
            QCOMPARE(c.district(), district);
            QCOMPARE(c.districtName(), gf::districtText(district));
            QVERIFY(!c.cockpitShip().isEmpty());
            QVERIFY(!c.cockpitShipText().isEmpty());
            QVariantList choices = c.choices();
            QCOMPARE(choices.size(), 3);
            QCOMPARE(choices[1].toMap().value(QStringLiteral("name")).toString(),
                     QStringLiteral("Laser Beam"));
            QVERIFY(!choices[1].toMap().value(QStringLiteral("text")).toString().isEmpty());
            // Each weapon's Special cost comes with it, to compare before choosing.
            const auto &weapons = c.state()->game().equipment().weapons;
            for (qsizetype i = 0; i < choices.size(); ++i)
                QCOMPARE(choices[i].toMap().value(QStringLiteral("cost")).toInt(),
                         weapons[std::size_t(i)].cost);
            QCOMPARE(c.choose(1), QString());
            QCOMPARE(c.state()->ship(district).weapon, 1);
            c.flushPending();
            QCOMPARE(c.phase(), QStringLiteral("tile"));
            QCOMPARE(c.choices().size(), 4);
            QCOMPARE(c.choose(3), QString());
            QCOMPARE(c.state()->ship(district).tile, 3);
            c.flushPending();
            QCOMPARE(c.phase(), QStringLiteral("engine"));
            // Exactly the engines the ship card allows, in its order.
            choices = c.choices();
            const auto &allowed = c.state()->game().allowedEngines(c.state()->ship(district).card);
            QCOMPARE(choices.size(), qsizetype(allowed.size()));
            for (std::size_t i = 0; i < allowed.size(); ++i) {
                QCOMPARE(choices[qsizetype(i)].toMap().value(QStringLiteral("index")).toInt(),
                         allowed[i]);
                QCOMPARE(choices[qsizetype(i)].toMap().value(QStringLiteral("cost")).toInt(),
                         c.state()->game().equipment().engines[std::size_t(allowed[i])].cost);
            }
            // The panel's defence tiles: the ship card's, none placed yet.
            const QVariantMap panel = c.districts()[district].toMap();
            const int tiles =
                c.state()->game().ships()[std::size_t(c.state()->ship(district).card)].tiles;
            QCOMPARE(panel.value(QStringLiteral("tiles")).toInt(), tiles);
            QCOMPARE(panel.value(QStringLiteral("tilesLeft")).toInt(), tiles);
            // An engine the card does not allow is refused with the engine's reason.
            int foreign = -1;
            for (int e = 0; e < int(c.state()->game().equipment().engines.size()); ++e)
                if (std::find(allowed.begin(), allowed.end(), e) == allowed.end())
                    foreign = e;
            if (foreign >= 0) {
                const auto before = c.state()->history().size();
                QCOMPARE(c.choose(foreign), QStringLiteral("That is not a choice now."));
                QCOMPARE(c.message(), QStringLiteral("That is not a choice now."));
                QCOMPARE(c.state()->history().size(), before);
            }
            QCOMPARE(c.choose(allowed.back()), QString());
            QCOMPARE(c.state()->ship(district).engine, allowed.back());
            session.waitForComputer();
        }
        c.flushPending();
        QCOMPARE(c.phase(), QStringLiteral("command"));
        QCOMPARE(c.phaseIndex(), 2);
        checkCells(c);
        const QString log = logText(session);
        QVERIFY2(log.contains(QStringLiteral("Rocketown fits the Laser Beam.")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("Astrofield takes the Lucky Star tile.")),
                 qPrintable(log));
        // The starting card's landing, set off by the last choice, is a line of its own that
        // says it is the starting card.
        static const QRegularExpression landing(
            QStringLiteral("^The starting card: \\d+ alien(s|\\(s\\)) land\\.$"),
            QRegularExpression::MultilineOption);
        QVERIFY2(landing.match(log).hasMatch(), qPrintable(log));
    }

    // Commands: each button makes its action; a refused click says why and changes nothing.
    // The starting card's steps say it is the starting card, not a turn's spawn card (a
    // tester saw "A spawn card is read from Rocketown's side." twice, session 21).
    void startingCardSteps()
    {
        Table table;
        GameSession &session = table.session;
        GfController &c = table.controller;
        c.setStepDuration(200);
        c.setManualSteps(true);
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("3"))), QString());
        QRandomGenerator rng(3);
        QStringList captions;
        for (int i = 0; i < 200 && c.state()->phase() != Phase::Command; ++i) {
            session.waitForComputer();
            while (c.animating()) {
                captions << c.animationStep().value(QStringLiteral("caption")).toString();
                c.advanceAnimation();
            }
            if (c.state()->phase() != Phase::Command)
                decide(c, rng);
        }
        while (c.animating()) {
            captions << c.animationStep().value(QStringLiteral("caption")).toString();
            c.advanceAnimation();
        }
        QCOMPARE(c.phase(), QStringLiteral("command"));
        const qsizetype starting = captions.indexOf(
            QRegularExpression(QStringLiteral("The starting card is read from .*")));
        QVERIFY2(starting >= 0, qPrintable(captions.join(QLatin1Char('|'))));
        QVERIFY2(captions.value(starting + 1).startsWith(QStringLiteral("The starting card: ")),
                 qPrintable(captions.join(QLatin1Char('|'))));
        // The first turn's own card follows, as a turn's.
        QCOMPARE(captions.filter(QStringLiteral("A spawn card is read from")).size(), 1);
        QVERIFY(captions.indexOf(QRegularExpression(QStringLiteral("A spawn card is read .*"))) >
                starting);
    }

    // "Suggest a move" says the decision, not what it would bring: a shot that destroys an
    // alien is suggested as "Rocketown fires.", while the log of the shot played says the
    // alien destroyed too ("Suggestion: ... destroyed." read as done, session 20).
    void suggestionIsTheDecisionAlone()
    {
        Table table;
        GameSession &session = table.session;
        GfController &c = table.controller;
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("11"))), QString());
        QRandomGenerator rng(11);
        bool checked = false;
        for (int step = 0; step < 400 && !checked && !session.isTerminal(); ++step) {
            session.waitForComputer();
            c.flushPending();
            const GfState *s = c.state();
            const Action fire = makeAction(ActionKind::Fire);
            if (c.phase() == QLatin1String("command") && s->isLegal(fire)) {
                const QString played = describeAction(session.gameId(), *s, fire);
                const QString suggested = describeSuggestion(session.gameId(), *s, fire);
                QCOMPARE(suggested,
                         QStringLiteral("%1 fires.").arg(gf::districtText(s->district())));
                QVERIFY2(played.startsWith(suggested + QLatin1Char(' ')) &&
                             played.contains(QStringLiteral("destroyed")),
                         qPrintable(played));
                checked = true;
                break;
            }
            decide(c, rng);
        }
        QVERIFY(checked);
    }

    void clicksBecomeActions()
    {
        Table table;
        GameSession &session = table.session;
        GfController &c = table.controller;
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("11"))), QString());
        toCommand(c, session);
        const GfState *s = c.state();
        const int d = s->district();
        QCOMPARE(c.dice().size(), qsizetype(s->dice().size()));
        QCOMPARE(c.dice().front().toMap().value(QStringLiteral("name")).toString(),
                 gf::faceText(s->dice().front()));
        QVERIFY(!c.tile().value(QStringLiteral("name")).toString().isEmpty());
        // End turn before any die is used: refused, nothing changes.
        auto before = s->history().size();
        QVariantMap cmd = c.commands();
        QCOMPARE(cmd.value(QStringLiteral("endTurn")).toBool(), false);
        // With a Move symbol the reason says how to move (a move has no button).
        bool canMove = false;
        for (Action a : s->legalActions())
            canMove = canMove || actionKind(a) == ActionKind::Move;
        QVERIFY(canMove); // this seed's roll
        const QString endReason = QStringLiteral(
            "At least one command die must be used: to move, press M or click a space next to "
            "your ship.");
        QCOMPARE(cmd.value(QStringLiteral("endTurnReason")).toString(), endReason);
        QCOMPARE(c.endTurn(), endReason);
        QCOMPARE(c.state()->history().size(), before);
        // A click on a space the ship cannot reach: refused with the engine's reason.
        int far = -1;
        for (const auto &row : c.cells()->rows())
            if (row.action.isEmpty() && row.atmosphere < 0)
                far = row.cell;
        QVERIFY(far >= 0);
        const QString moveReason = c.clickCell(far);
        QVERIFY(!moveReason.isEmpty());
        QCOMPARE(moveReason, refusalText(*c.state(), makeAction(ActionKind::Move, far)));
        QCOMPARE(c.state()->history().size(), before);
        // A cockpit choice is not one now.
        QCOMPARE(c.choose(0), QStringLiteral("That is not a choice now."));
        QCOMPARE(c.state()->history().size(), before);
        // Fire's highlight is the engine's target; the click fires.
        cmd = c.commands();
        const QVariantList fireCells = cmd.value(QStringLiteral("fireCells")).toList();
        if (s->fireTarget(d) >= 0)
            QCOMPARE(fireCells, QVariantList{s->fireTarget(d)});
        else
            QVERIFY(fireCells.isEmpty());
        QCOMPARE(cmd.value(QStringLiteral("weaponCells")).toList().size(),
                 qsizetype(s->weaponTargets(d).size()));
        if (cmd.value(QStringLiteral("fire")).toBool()) {
            QCOMPARE(c.fire(), QString());
            QCOMPARE(actionKind(c.state()->history().back()), ActionKind::Fire);
        } else {
            QCOMPARE(c.fire(), cmd.value(QStringLiteral("fireReason")).toString());
            QCOMPARE(c.state()->history().size(), before);
        }
        // A move: the highlighted spaces are the engine's; a click moves the ship there.
        c.flushPending();
        checkCells(c);
        const QList<int> moves = actionCells(c);
        if (!moves.isEmpty()) {
            QCOMPARE(c.clickCell(moves.back()), QString());
            QCOMPARE(c.state()->history().back(), makeAction(ActionKind::Move, moves.back()));
            QCOMPARE(c.state()->ship(d).cell, moves.back());
        }
        c.flushPending();
        if (c.commands().value(QStringLiteral("endTurn")).toBool()) {
            QCOMPARE(c.endTurn(), QString());
            session.waitForComputer();
            const QString log = logText(session);
            QVERIFY2(log.contains(QStringLiteral("ends its turn.")), qPrintable(log));
        }
        // Not the viewer's decision: every input says why.
        session.waitForComputer();
        c.flushPending();
        checkCells(c);
    }

    // The log's sentences say what happened: a push by the Repulsor is not an approach; an
    // approach counts every alien that moved, invaders included; a turn end with no alien
    // facing the district says so (found by a helper playing a whole game by hand). No
    // translator is installed here: the plurals are in their source form.
    void logSentences()
    {
        Table table;
        QCOMPARE(table.session.startNewGame(config(0, QStringLiteral("3"))), QString());
        const GfGame &game = table.controller.state()->game();
        Scenario base;
        const char *cards[] = {"vanguard", "phalanx", "broadside", "comet"};
        const char *engines[] = {"repulsor", "deflector", "warp-drive", "warp-drive"};
        for (int d = 0; d < kDistricts; ++d) {
            base.ships[std::size_t(d)].card = cards[d];
            base.ships[std::size_t(d)].engine = engines[d];
        }
        const auto state = [&](const Scenario &s) {
            std::string error;
            auto st = game.newScenarioState(s, &error);
            if (!st)
                qWarning("%s", error.c_str());
            return st;
        };
        // The Repulsor pushes a Yellum back a zone: "pushed back", not "approach".
        Scenario push = base;
        push.dice = {Face::Special, Face::Special};
        push.aliens = {{cellOf(0, {2, 4}), "yellum", 0}};
        auto pushed = state(push);
        QVERIFY(pushed);
        QCOMPARE(describeAction(*pushed, makeAction(ActionKind::Engine, 0)),
                 QStringLiteral("Rocketown uses the Repulsor. 1 alien(s) pushed back."));
        // Nothing faces Rocketown: the turn ends without an approach.
        Scenario quiet = base;
        quiet.dice = {};
        quiet.aliens = {{cellOf(1, {2, 4}), "yellum", 1}};
        auto calm = state(quiet);
        QVERIFY(calm);
        QCOMPARE(describeAction(*calm, makeAction(ActionKind::EndTurn)),
                 QStringLiteral("Rocketown ends its turn. No alien approaches."));
        // Two aliens approach; the Yellum leaving zone 1 invades and is counted with them.
        Scenario come = base;
        come.dice = {};
        come.aliens = {{cellOf(0, {0, 1}), "yellum", 0}, {cellOf(0, {4, 3}), "bluvol", 0}};
        auto coming = state(come);
        QVERIFY(coming);
        QCOMPARE(describeAction(*coming, makeAction(ActionKind::EndTurn)),
                 QStringLiteral(
                     "Rocketown ends its turn. 2 alien(s) approach. A Yellum invades Rocketown."));
        // A move says where to, as the pilot sees it; a Phalanx's special places a tile.
        Scenario moving = base;
        moving.dice = {Face::Move, Face::Special};
        auto mover = state(moving);
        QVERIFY(mover);
        QCOMPARE(describeAction(*mover, makeAction(ActionKind::Move, cellOf(0, {1, 2}))),
                 QStringLiteral("Rocketown moves its ship to zone 2, column 2."));
        Scenario tile = base;
        tile.district = 1; // Atomville flies the Phalanx
        tile.dice = {Face::Special};
        auto placing = state(tile);
        QVERIFY(placing);
        QCOMPARE(describeAction(*placing, makeAction(ActionKind::Special, cellOf(1, {0, 3}))),
                 QStringLiteral("Atomville places a defence tile at zone 3, column 1."));
        // Three Yellums leave zone 1 together: one sentence with how often.
        Scenario three = base;
        three.dice = {};
        three.aliens = {{cellOf(0, {0, 1}), "yellum", 0},
                        {cellOf(0, {1, 1}), "yellum", 0},
                        {cellOf(0, {3, 1}), "yellum", 0}};
        auto invading = state(three);
        QVERIFY(invading);
        QCOMPARE(describeAction(*invading, makeAction(ActionKind::EndTurn)),
                 QStringLiteral("Rocketown ends its turn. 3 alien(s) approach. A Yellum invades "
                                "Rocketown (3 times)."));
    }

    // When a full district's invader needs a place, the player picks a neighbour by a click;
    // a district without room or not beside it is refused. Random games by clicks until one
    // gets there.
    void overflowChoice()
    {
        bool seen = false;
        for (int seed = 1; seed < 40 && !seen; ++seed) {
            Table table;
            GameSession &session = table.session;
            GfController &c = table.controller;
            QCOMPARE(session.startNewGame(config(0, QString::number(seed))), QString());
            QRandomGenerator rng{quint32(seed)};
            for (int step = 0; step < 3000 && !session.isTerminal(); ++step) {
                session.waitForComputer();
                c.flushPending();
                if (c.phase() == QLatin1String("overflow")) {
                    seen = true;
                    const QVariantList options = c.overflowChoices();
                    QCOMPARE(options.size(), 3);
                    int legal = -1;
                    for (const QVariant &v : options) {
                        const QVariantMap m = v.toMap();
                        const int district = m.value(QStringLiteral("district")).toInt();
                        const Action a = makeAction(ActionKind::Overflow, district);
                        QCOMPARE(m.value(QStringLiteral("legal")).toBool(), c.state()->isLegal(a));
                        const auto before = c.state()->history().size();
                        if (!m.value(QStringLiteral("legal")).toBool()) {
                            QCOMPARE(c.overflow(district),
                                     QStringLiteral("The invader can only go to a neighbouring "
                                                    "district with room."));
                            QCOMPARE(c.state()->history().size(), before);
                        } else {
                            legal = district;
                        }
                    }
                    QVERIFY(legal >= 0);
                    QVERIFY(c.prompt().contains(QStringLiteral("full")));
                    // The log does not say it invades its full district: it waits to be
                    // placed, then goes on to the chosen one.
                    static const QRegularExpression full(
                        QStringLiteral("A \\w+ reaches \\w+, which is full\\.$"));
                    QVERIFY2(full.match(logText(session)).hasMatch(), qPrintable(logText(session)));
                    QCOMPARE(c.overflow(legal), QString());
                    QVERIFY2(logText(session).contains(QStringLiteral("The invader goes on to %1.")
                                                           .arg(gf::districtText(legal))),
                             qPrintable(logText(session)));
                    break;
                }
                // Few commands: the aliens come through.
                if (c.phase() == QLatin1String("command") &&
                    c.commands().value(QStringLiteral("endTurn")).toBool()) {
                    QCOMPARE(c.endTurn(), QString());
                    continue;
                }
                decide(c, rng);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        QVERIFY2(seen, "no game reached an overflow choice");
    }

    // The board's steps follow the engine's events: the picture before an action with its
    // events applied one at a time is the engine's picture after it (every alien on its
    // space, in its stack's order, with its facing; the invaders), for every action of whole
    // games (an approach's moves, frenzies, crashes, invasions, overflows included).
    void stepsEndOnTheEnginesPicture_data()
    {
        QTest::addColumn<int>("humans");
        QTest::addColumn<int>("computers");
        QTest::addColumn<int>("seeds");
        QTest::newRow("solo") << 1 << 0 << 6;
        QTest::newRow("4 players, 3 computers") << 1 << 3 << 4;
    }

    void stepsEndOnTheEnginesPicture()
    {
        QFETCH(int, humans);
        QFETCH(int, computers);
        QFETCH(int, seeds);
        std::set<EventKind> seen;
        int compared = 0;
        for (int seed = 1; seed <= seeds; ++seed) {
            Table table;
            GameSession &session = table.session;
            GfController &c = table.controller;
            GfPicture last;
            std::size_t lastSize = 0;
            QString mismatch;
            QObject::connect(&session, &GameSession::gameChanged, &c, [&] {
                last = pictureOf(*c.state());
                lastSize = c.state()->history().size();
            });
            QObject::connect(&session, &GameSession::actionApplied, &c, [&](qint64 action) {
                const GfState *s = c.state();
                // A lost ship with the shipyard empty ends the game where it stands.
                if (s->history().size() == lastSize + 1 && !s->isTerminal()) {
                    GfPicture derived = last;
                    if (actionKind(action) == ActionKind::Overflow)
                        placeOverflowInvader(derived, actionPayload(action));
                    for (const Event &e : s->events()) {
                        applyEvent(derived, e);
                        seen.insert(e.kind);
                    }
                    const GfPicture real = pictureOf(*s);
                    if (mismatch.isEmpty() &&
                        (derived.stacks != real.stacks || derived.invaders != real.invaders))
                        mismatch = QString::fromStdString(s->actionToString(action));
                    ++compared;
                }
                last = pictureOf(*s);
                lastSize = s->history().size();
            });
            QCOMPARE(session.startNewGame(config(computers, QString::number(seed), humans)),
                     QString());
            QRandomGenerator rng{quint32(seed)};
            for (int step = 0; step < 5000 && !session.isTerminal(); ++step) {
                session.waitForComputer();
                c.flushPending();
                if (session.isTerminal())
                    break;
                decide(c, rng);
                if (QTest::currentTestFailed())
                    return;
            }
            QVERIFY(session.isTerminal());
            QVERIFY2(mismatch.isEmpty(),
                     qPrintable(QStringLiteral("seed %1: after %2").arg(seed).arg(mismatch)));
        }
        QVERIFY(compared > 100);
        // The games went through what the steps show.
        for (EventKind kind : {EventKind::Spawned, EventKind::Moved, EventKind::Destroyed,
                               EventKind::Invaded, EventKind::Crashed})
            QVERIFY2(seen.count(kind), qPrintable(QString::number(int(kind))));
    }

    // What happens between two of the viewer's decisions plays out step by step, driven
    // here by hand (manualSteps: no timing): the spawn card turned to the district that
    // reads it before its aliens land, then the landing; after End turn the approach alien
    // by alien (a "move" step per alien the engine moved, in its order); no space takes a
    // click during a step, and the last step is the engine's state. A click on the board
    // only ends the animation; a command acts on the engine's state and ends it too.
    void stepByStep()
    {
        Table table;
        GameSession &session = table.session;
        GfController &c = table.controller;
        c.setStepDuration(200);
        c.setManualSteps(true);
        QSignalSpy animation(&c, &GfController::animationChanged);
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("11"))), QString());
        toCommand(c, session);
        // The last cockpit choice laid out the start card and the first turn drew its spawn
        // card: both play out now.
        QVERIFY(c.animating());
        QVERIFY(animation.count() > 0);
        const int realAliens = c.state()->alienCount();
        auto shownAliens = [&c] {
            int n = 0;
            for (const auto &row : c.cells()->rows())
                n += int(row.aliens.size());
            return n;
        };
        QStringList kinds;
        int spawnSeen = 0, index = 0;
        for (int i = 0; i < 400 && c.animating(); ++i, ++index) {
            const QVariantMap step = c.animationStep();
            const QString kind = step.value(QStringLiteral("kind")).toString();
            kinds << kind;
            QVERIFY(!step.value(QStringLiteral("caption")).toString().isEmpty() || kind.isEmpty());
            QCOMPARE(step.value(QStringLiteral("index")).toInt(), index);
            for (const auto &row : c.cells()->rows())
                QVERIFY(row.action.isEmpty());
            if (kind == QLatin1String("spawn")) {
                // The card over deep space, before any of its aliens is on the board.
                const QVariantList card = step.value(QStringLiteral("card")).toList();
                QVERIFY(!card.isEmpty());
                for (const QVariant &v : card)
                    QVERIFY(inDeepSpace(v.toMap().value(QStringLiteral("cell")).toInt()));
                QCOMPARE(step.value(QStringLiteral("reader")).toInt(), 0);
                const int before = shownAliens();
                c.advanceAnimation();
                QCOMPARE(c.animationStep().value(QStringLiteral("kind")).toString(),
                         QStringLiteral("land"));
                QCOMPARE(shownAliens(), before + int(card.size()));
                for (const auto &row : c.cells()->rows())
                    for (const QVariant &v : card)
                        if (v.toMap().value(QStringLiteral("cell")).toInt() == row.cell)
                            QCOMPARE(row.mark, QStringLiteral("landed"));
                ++spawnSeen;
                ++index;
                kinds << QStringLiteral("land");
            }
            c.advanceAnimation();
        }
        QVERIFY(!c.animating());
        QCOMPARE(spawnSeen, 2); // the start card, then the first turn's
        QCOMPARE(shownAliens(), realAliens);
        checkCells(c);

        // Use a die, then End turn: the approach, one step per alien moved.
        QRandomGenerator rng(4);
        while (c.phase() == QLatin1String("command") &&
               !c.commands().value(QStringLiteral("endTurn")).toBool()) {
            decide(c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(!c.animating()); // the viewer's own shots and moves show at once
        const std::unique_ptr<State> preview = c.state()->clone();
        QVERIFY(preview->applyAction(makeAction(ActionKind::EndTurn)));
        QStringList expected;
        for (const Event &e : static_cast<const GfState &>(*preview).events())
            if (e.kind == EventKind::Moved)
                expected << QStringLiteral("%1>%2").arg(e.from).arg(e.to);
        QCOMPARE(c.endTurn(), QString());
        session.waitForComputer();
        QStringList moves;
        for (int i = 0; i < 400 && c.animating(); ++i) {
            const QVariantMap step = c.animationStep();
            if (step.value(QStringLiteral("kind")).toString() == QLatin1String("spawn"))
                break; // the next turn's card
            if (step.value(QStringLiteral("kind")).toString() == QLatin1String("move")) {
                const int to = step.value(QStringLiteral("to")).toInt();
                moves << QStringLiteral("%1>%2")
                             .arg(step.value(QStringLiteral("from")).toInt())
                             .arg(to);
                for (const auto &row : c.cells()->rows())
                    if (row.cell == to)
                        QCOMPARE(row.mark, QStringLiteral("moved"));
            }
            c.advanceAnimation();
        }
        QVERIFY(!expected.isEmpty());
        QCOMPARE(moves, expected);

        // A click on the board during a step only ends the animation.
        if (!c.animating()) {
            QVERIFY(c.phase() == QLatin1String("command"));
            while (!c.commands().value(QStringLiteral("endTurn")).toBool())
                decide(c, rng);
            QCOMPARE(c.endTurn(), QString());
            session.waitForComputer();
        }
        QVERIFY(c.animating());
        auto length = c.state()->history().size();
        const int somewhere = c.cells()->rows().front().cell;
        QCOMPARE(c.clickCell(somewhere), QString());
        QVERIFY(!c.animating());
        QCOMPARE(c.state()->history().size(), length);
        checkCells(c);

        // A command during a step acts on the engine's state and ends the animation.
        while (!session.isTerminal()) {
            session.waitForComputer();
            if (c.phase() != QLatin1String("command"))
                break;
            while (c.phase() == QLatin1String("command") &&
                   !c.commands().value(QStringLiteral("endTurn")).toBool())
                decide(c, rng);
            if (c.phase() != QLatin1String("command"))
                continue;
            QCOMPARE(c.endTurn(), QString());
            session.waitForComputer();
            if (c.animating() && c.phase() == QLatin1String("command") &&
                c.commands().value(QStringLiteral("fire")).toBool()) {
                length = c.state()->history().size();
                QCOMPARE(c.fire(), QString());
                QCOMPARE(c.state()->history().size(), length + 1);
                QCOMPARE(actionKind(c.state()->history().back()), ActionKind::Fire);
                QVERIFY(!c.animating());
                c.flushPending();
                checkCells(c);
                return;
            }
            c.skipAnimation();
        }
        QFAIL("no Fire during an animation");
    }

    // The log does not run ahead of the board (issue 14): while the approach after End turn
    // plays, the log ends with that turn's entries (not the next turn's spawn card and
    // dice); the spawn card's entry comes with its step; once the steps end, every entry.
    void logFollowsTheSteps()
    {
        Table table;
        GameSession &session = table.session;
        GfController &c = table.controller;
        QAbstractItemModelTester tester(session.log(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The log's entries once each history length was reached.
        std::map<std::size_t, int> rowsAt;
        connect(&session, &GameSession::actionApplied, this,
                [&] { rowsAt[session.state()->history().size()] = session.log()->totalRows(); });
        c.setStepDuration(200);
        c.setManualSteps(true);
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("11"))), QString());
        toCommand(c, session);
        c.skipAnimation();
        QCOMPARE(session.logShownLength(), -1);
        QCOMPARE(session.log()->rowCount(), session.log()->totalRows());
        QRandomGenerator rng(4);
        while (!c.commands().value(QStringLiteral("endTurn")).toBool())
            decide(c, rng);
        QCOMPARE(session.log()->rowCount(), session.log()->totalRows()); // shown at once
        const std::size_t endAt = c.state()->history().size();
        QCOMPARE(c.endTurn(), QString());
        session.waitForComputer();
        QVERIFY(c.animating());
        const int total = session.log()->totalRows();
        const auto lastLine = [&session] {
            const int rows = session.log()->rowCount();
            return session.log()->index(rows - 1).data(LogModel::TextRole).toString();
        };
        // An action's lines come with its last step: while the aliens move, the End turn's
        // entry (which tells the whole approach) waits; it is there before the spawn card's
        // step, and the spawn card's line comes once its aliens have landed.
        int moves = 0, movesHeld = 0, spawns = 0, landed = 0;
        bool approachToldBeforeSpawn = false;
        for (int i = 0; i < 400 && c.animating(); ++i) {
            const QString kind = c.animationStep().value(QStringLiteral("kind")).toString();
            if (kind == QLatin1String("move") && spawns == 0) {
                ++moves;
                QVERIFY(session.log()->rowCount() == rowsAt[endAt] ||
                        session.log()->rowCount() == rowsAt[endAt + 1]);
                movesHeld += session.log()->rowCount() == rowsAt[endAt] ? 1 : 0;
            }
            if (kind == QLatin1String("spawn")) {
                ++spawns;
                approachToldBeforeSpawn = session.log()->rowCount() == rowsAt[endAt + 1];
                QVERIFY2(!lastLine().startsWith(QStringLiteral("A spawn card is read from")),
                         qPrintable(lastLine()));
            }
            if (kind == QLatin1String("land") && spawns > 0 && !c.animationStep().isEmpty()) {
                landed = session.log()->rowCount();
                if (lastLine().startsWith(QStringLiteral("A spawn card is read from")))
                    landed = -1; // told with its landing
            }
            c.advanceAnimation();
        }
        QVERIFY(moves > 0);
        QVERIFY(movesHeld > 0);
        QVERIFY(approachToldBeforeSpawn);
        QCOMPARE(spawns, 1);
        QCOMPARE(landed, -1);
        QVERIFY(!c.animating());
        QCOMPARE(session.logShownLength(), -1);
        QCOMPARE(session.log()->rowCount(), total);
        // Skipped: at once.
        while (!c.commands().value(QStringLiteral("endTurn")).toBool())
            decide(c, rng);
        QCOMPARE(c.endTurn(), QString());
        session.waitForComputer();
        QVERIFY(c.animating());
        QVERIFY(session.log()->rowCount() < session.log()->totalRows());
        c.skipAnimation();
        QCOMPARE(session.log()->rowCount(), session.log()->totalRows());
    }

    // The side panels and the figures line do not run ahead of the board (issue 14): at
    // every step the districts' invaders and shields are the step's picture's, the ships
    // (card, equipment, losses, defence tiles) and the shipyard and spawn deck as they were
    // before the action shown, a lost ship's district switching to its replacement at the
    // step that shows the loss (the crash before it still shows the old ship), the last
    // step of an action the engine's state after it; the log shows up to the action shown.
    // Whole games with the steps held, the states replayed from the history.
    void panelsFollowTheSteps()
    {
        int losses = 0, checked = 0, oldShips = 0;
        // The last with three players: the red ship's pilot changes each round, and the
        // panels and the acting seat name the pilot of the turn shown (a tester saw the next
        // round's pilot named during Astrofield's approach, session 21).
        for (const auto &[seed, computers] :
             std::initializer_list<std::pair<const char *, int>>{{"3", 1}, {"5", 1}, {"8", 2}}) {
            Table table;
            GameSession &session = table.session;
            GfController &c = table.controller;
            std::map<std::size_t, int> rowsAt;
            connect(&session, &GameSession::actionApplied, this, [&] {
                rowsAt[session.state()->history().size()] = session.log()->totalRows();
            });
            c.setStepDuration(200);
            c.setManualSteps(true);
            QCOMPARE(session.startNewGame(config(computers, QString::fromLatin1(seed))), QString());
            const Game &game = *session.game();
            const auto &g = static_cast<const GfGame &>(game);
            // The state after the first `length` actions.
            const auto stateAt = [&](std::size_t length) {
                std::unique_ptr<State> state = game.newInitialState();
                for (std::size_t i = 0; i < length; ++i)
                    state->applyLegalAction(session.state()->history()[i]);
                return state;
            };
            const auto shipName = [&g](const Ship &ship) {
                return ship.card >= 0 ? contentName(g.ships()[std::size_t(ship.card)].name)
                                      : QString();
            };
            // One step's panels, checked once it is known whether it was its action's last.
            struct Seen
            {
                QVariantList districts;
                QVariantMap step;
                int length = 0, shipyard = 0, spawn = 0, invaded = 0, logRows = 0, acting = -1;
                int round = 0;
                std::vector<int> lost; // the ships lost in its action so far, this step's too
            };
            const auto check = [&](const Seen &seen, bool last) {
                // The action's log lines come with its last step.
                QCOMPARE(seen.logRows, rowsAt[std::size_t(last ? seen.length : seen.length - 1)]);
                const auto before = stateAt(std::size_t(seen.length) - 1);
                const auto after = stateAt(std::size_t(seen.length));
                const auto &b = static_cast<const GfState &>(*before);
                const auto &a = static_cast<const GfState &>(*after);
                for (int d = 0; d < kDistricts; ++d) {
                    const bool switched =
                        last || std::find(seen.lost.begin(), seen.lost.end(), d) != seen.lost.end();
                    const Ship &ship = switched ? a.ship(d) : b.ship(d);
                    const QVariantMap shown = seen.districts[d].toMap();
                    QCOMPARE(shown.value(QStringLiteral("ship")).toString(), shipName(ship));
                    QCOMPARE(shown.value(QStringLiteral("losses")).toInt(), ship.destroyed);
                    QCOMPARE(shown.value(QStringLiteral("tilesLeft")).toInt(), ship.tilesLeft);
                    QCOMPARE(shown.value(QStringLiteral("pilotSeat")).toInt(),
                             int(b.controller(d)));
                }
                const int district = seen.step.value(QStringLiteral("district"), -1).toInt();
                if (district >= 0 && seen.acting != -2)
                    QCOMPARE(seen.acting, int(b.controller(district)));
                if (last) {
                    QCOMPARE(seen.shipyard, a.shipyardLeft());
                    QCOMPARE(seen.spawn, a.spawnLeft());
                    QCOMPARE(seen.invaded, a.invadedCount());
                    QCOMPARE(seen.round, a.round() + 1);
                } else {
                    // The round turns with the step of the next spawn card.
                    QVERIFY(seen.round == b.round() + 1 || seen.round == a.round() + 1);
                    QCOMPARE(seen.shipyard,
                             std::max(a.shipyardLeft(), b.shipyardLeft() - int(seen.lost.size())));
                }
                ++checked;
            };
            QRandomGenerator rng(QString::fromLatin1(seed).toUInt());
            int decisions = 0;
            while (!session.isTerminal() && ++decisions < 3000) {
                session.waitForComputer();
                c.flushPending();
                std::optional<Seen> previous;
                int lastLength = -1;
                std::vector<int> lost;
                for (int i = 0; i < 2000 && c.animating(); ++i) {
                    Seen seen;
                    seen.districts = c.districts();
                    seen.step = c.animationStep();
                    seen.length = seen.step.value(QStringLiteral("length")).toInt();
                    QVERIFY(seen.length > 0);
                    QVERIFY(session.logShownLength() == seen.length ||
                            session.logShownLength() == seen.length - 1);
                    seen.shipyard = c.shipyardLeft();
                    seen.spawn = c.spawnLeft();
                    seen.invaded = c.invadedCount();
                    seen.round = c.round();
                    seen.logRows = session.log()->rowCount();
                    // (No acting seat once the game is over, steps or not.)
                    seen.acting = session.isTerminal() ? -2 : c.actingSeat();
                    if (previous)
                        check(*previous, seen.length != lastLength);
                    if (seen.length != lastLength)
                        lost.clear();
                    lastLength = seen.length;
                    const QString kind = seen.step.value(QStringLiteral("kind")).toString();
                    // The shields are the board's (a crash into a shielded ship, a new ship).
                    for (const auto &row : c.cells()->rows())
                        if (row.ship >= 0)
                            QCOMPARE(seen.districts[row.ship]
                                         .toMap()
                                         .value(QStringLiteral("shielded"))
                                         .toBool(),
                                     row.shielded);
                    if (kind == QLatin1String("crash")) {
                        // The ship hit: its district still shows it while the engine has
                        // dealt its replacement already (checked against the state before
                        // the action with the step, once it is known whether it was the last).
                        const int cell = seen.step.value(QStringLiteral("to")).toInt();
                        for (const auto &row : c.cells()->rows())
                            if (row.cell == cell && row.ship >= 0 &&
                                seen.districts[row.ship]
                                        .toMap()
                                        .value(QStringLiteral("ship"))
                                        .toString() != shipName(c.state()->ship(row.ship)))
                                ++oldShips;
                    }
                    if (kind == QLatin1String("shipLost")) {
                        // Which district: the next ShipLost of the action's events.
                        const auto before = stateAt(std::size_t(seen.length) - 1);
                        QVERIFY(before->applyAction(
                            session.state()->history()[std::size_t(seen.length) - 1]));
                        std::vector<int> all;
                        for (const Event &e : static_cast<const GfState &>(*before).events())
                            if (e.kind == EventKind::ShipLost)
                                all.push_back(e.district);
                        QVERIFY(all.size() > lost.size());
                        lost.push_back(all[lost.size()]);
                        ++losses;
                    }
                    seen.lost = lost;
                    previous = seen;
                    c.advanceAnimation();
                    if (QTest::currentTestFailed())
                        return;
                }
                if (previous)
                    check(*previous, true);
                QVERIFY(!c.animating());
                // Caught up: the engine's own.
                QCOMPARE(session.log()->rowCount(), session.log()->totalRows());
                QCOMPARE(c.shipyardLeft(), c.state()->shipyardLeft());
                QCOMPARE(c.spawnLeft(), c.state()->spawnLeft());
                QCOMPARE(c.round(), c.state()->round() + 1);
                for (int d = 0; d < kDistricts; ++d)
                    QCOMPARE(c.districts()[d].toMap().value(QStringLiteral("ship")).toString(),
                             shipName(c.state()->ship(d)));
                if (session.isTerminal())
                    break;
                decide(c, rng);
                if (QTest::currentTestFailed())
                    return;
            }
            QVERIFY(session.isTerminal());
        }
        QVERIFY2(losses > 0, "no ship was lost in these games");
        QVERIFY(oldShips > 0);
        QVERIFY(checked > 200);
    }

    // A computer teammate's turn plays out too: its spawn card before the landing, its
    // shots and the approach towards its district, before the viewer's next turn.
    void computerTeammatesPlayOut()
    {
        Table table;
        GameSession &session = table.session;
        GfController &c = table.controller;
        c.setStepDuration(200);
        c.setManualSteps(true);
        QCOMPARE(session.startNewGame(config(1, QStringLiteral("6"))), QString());
        toCommand(c, session);
        QCOMPARE(c.state()->controller(1), 1); // Atomville's ship is the computer's
        c.skipAnimation();
        QRandomGenerator rng(6);
        while (!c.commands().value(QStringLiteral("endTurn")).toBool())
            decide(c, rng);
        QCOMPARE(c.endTurn(), QString());
        // Rocketown's approach and Atomville's spawn card are queued while the computer
        // thinks; ended here, so that what follows is the computer's own turn.
        QVERIFY(c.animating());
        QVERIFY(session.isThinking());
        c.skipAnimation();
        QVERIFY(!c.animating());
        session.waitForComputer();
        QVERIFY(c.animating());
        bool next = false; // Novaport's spawn card: the viewer's next turn
        int shots = 0, moves = 0;
        for (int i = 0; i < 1000 && c.animating(); ++i) {
            const QVariantMap step = c.animationStep();
            const QString kind = step.value(QStringLiteral("kind")).toString();
            if (kind == QLatin1String("spawn") && step.value(QStringLiteral("reader")).toInt() == 2)
                next = true;
            shots += !next && kind == QLatin1String("destroy") ? 1 : 0;
            moves += !next && kind == QLatin1String("move") ? 1 : 0;
            c.advanceAnimation();
        }
        QVERIFY(!c.animating());
        QVERIFY(next);
        QVERIFY(shots > 0);
        QVERIFY(moves > 0);
        c.flushPending();
        checkCells(c);
    }

    // The speed: "instant" (no computer delay) shows the engine's state at once; a step's
    // length follows the game screen's speed unless set.
    void noStepsAtInstantSpeed()
    {
        Table table; // computer delay 0
        GameSession &session = table.session;
        GfController &c = table.controller;
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("11"))), QString());
        toCommand(c, session);
        QVERIFY(!c.animating());
        QVERIFY(c.animationStep().isEmpty());
        // Steps set on, then the speed set to none: the animation ends at once.
        c.setStepDuration(300);
        c.setManualSteps(true);
        QRandomGenerator rng(2);
        while (!c.commands().value(QStringLiteral("endTurn")).toBool())
            decide(c, rng);
        QCOMPARE(c.endTurn(), QString());
        session.waitForComputer();
        QVERIFY(c.animating());
        c.setStepDuration(0);
        QVERIFY(!c.animating());
        c.flushPending();
        checkCells(c);
    }

    // The difficulty chosen in the new-game dialog is a named setup of the session.
    void difficulties_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("toLose");
        QTest::addColumn<int>("shipyard");
        QTest::addColumn<int>("spawnCards");
        QTest::newRow("rookie") << QStringLiteral("rookie") << QStringLiteral("Rookie") << 3 << 3
                                << 15;
        QTest::newRow("expert") << QStringLiteral("expert") << QStringLiteral("Expert Pilot") << 2
                                << 3 << 20;
        QTest::newRow("ace") << QStringLiteral("ace") << QStringLiteral("Ace") << 1 << 2 << 25;
    }

    void difficulties()
    {
        QFETCH(QString, setup);
        QFETCH(QString, name);
        QFETCH(int, toLose);
        QFETCH(int, shipyard);
        QFETCH(int, spawnCards);
        Table table;
        GameSession &session = table.session;
        GfController &c = table.controller;
        QVariantMap cfg = config(0, QStringLiteral("2"));
        cfg.insert(QStringLiteral("setup"), setup);
        QCOMPARE(session.startNewGame(cfg), QString());
        session.waitForComputer();
        QCOMPARE(c.difficulty(), name);
        QCOMPARE(c.districtsToLose(), toLose);
        QCOMPARE(c.shipyardLeft(), shipyard);
        QCOMPARE(c.spawnLeft(), spawnCards);
        cfg.insert(QStringLiteral("setup"), QStringLiteral("hard"));
        QCOMPARE(session.startNewGame(cfg),
                 QStringLiteral("Unknown setup 'hard' (rookie, expert, ace)."));
    }

    void wholeGamesByClicks_data()
    {
        QTest::addColumn<int>("humans");
        QTest::addColumn<int>("computers");
        QTest::addColumn<QString>("seed");
        QTest::newRow("solo") << 1 << 0 << QStringLiteral("5");
        QTest::newRow("3 players, 2 computers") << 1 << 2 << QStringLiteral("8");
        QTest::newRow("4 players, hotseat and computers") << 2 << 2 << QStringLiteral("13");
    }

    void wholeGamesByClicks()
    {
        QFETCH(int, humans);
        QFETCH(int, computers);
        QFETCH(QString, seed);
        Table table;
        GameSession &session = table.session;
        GfController &c = table.controller;
        QAbstractItemModelTester tester(c.cells(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(session.startNewGame(config(computers, seed, humans)), QString());
        QRandomGenerator rng(seed.toUInt());
        int decisions = 0;
        while (!session.isTerminal()) {
            session.waitForComputer();
            if (session.privacyScreen())
                session.acknowledgePrivacy();
            c.flushPending();
            if (session.isTerminal())
                break;
            checkCells(c);
            QVERIFY2(c.myDecision(), qPrintable(c.prompt()));
            QVERIFY(!c.prompt().isEmpty());
            decide(c, rng);
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(++decisions < 5000, "the game does not end");
        }
        c.flushPending();
        QVERIFY(c.gameOver());
        QCOMPARE(c.phase(), QStringLiteral("over"));
        QCOMPARE(c.won(), c.state()->won());
        QVERIFY(!c.resultTitle().isEmpty());
        QVERIFY(!c.resultText().isEmpty());
        // The summary: the result, the decks left, then a line per district with its losses
        // and invaders, as the engine has them.
        const QStringList summary = c.summary().split(QLatin1Char('\n'));
        QCOMPARE(summary.size(), 2 + kDistricts);
        QCOMPARE(summary[0], c.resultText());
        QCOMPARE(summary[1], QStringLiteral("%1: %2 spawn cards left, %3 backup ships left.")
                                 .arg(c.difficulty())
                                 .arg(c.state()->spawnLeft())
                                 .arg(c.state()->shipyardLeft()));
        for (int d = 0; d < kDistricts; ++d) {
            const QString line = summary[1 + 1 + d];
            QVERIFY2(line.startsWith(gf::districtText(d) + QStringLiteral(" (")), qPrintable(line));
            // Its pilot; with 3 players the fourth ship's pilots take turns.
            const QString pilot = humans + computers == 3 && d == kDistricts - 1
                                      ? QStringLiteral("all in turn")
                                      : session.seats()->name(c.state()->controller(d));
            QVERIFY2(line.startsWith(gf::districtText(d) + QStringLiteral(" (") + pilot),
                     qPrintable(line + QStringLiteral(" / ") + pilot));
            QVERIFY2(line.endsWith(QStringLiteral("invaders %1/%2.")
                                       .arg(c.state()->invaders(d))
                                       .arg(c.state()->game().rules().invaderSpaces)),
                     qPrintable(line));
            // (Without the English translation loaded, "ship(s)" stays as written.)
            const QRegularExpression lost(
                QStringLiteral(": %1 ship(s|\\(s\\))? lost,").arg(c.state()->ship(d).destroyed));
            QVERIFY2(lost.match(line).hasMatch(), qPrintable(line));
        }
        QCOMPARE(c.fire(), QStringLiteral("The game is over."));
        const QString log = logText(session);
        QVERIFY2(log.contains(c.resultTitle()), qPrintable(log));
        QVERIFY2(!log.contains(QLatin1String("..")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("A spawn card is read from")), qPrintable(log));
    }
};

QTEST_MAIN(TestGfController)
#include "tst_gf_controller.moc"
