// Random play over every registered game (OpenSpiel's RandomSimTest): many seeded random
// games on the shipped content, checking after every action the invariants, the legal
// actions, clone equality, the length bound and the record round trip (incremental replay
// through applyAction(), and periodically a full replay of the record after a trip through
// its JSON file form); for hidden-information games, that resampling keeps the observation.
//
// STARBOARD_RANDOM_GAMES sets the number of games per game kind (default 1000);
// STARBOARD_RANDOM_SEED the base seed (game i uses Rng::deriveSeed(base, i)).
//
// ctest runs each row (a part of one game's random games) in its own process,
// tst_random_play_<game-id>_<k> (see tests/games/CMakeLists.txt), so that each stays well
// within QtTest's watchdog under AddressSanitizer; everyGameHasItsTest checks that every
// registered game has such tests. Run without arguments, the executable plays them all.

#include "data/data.h"
#include "engine/record.h"
#include "engine/registry.h"
#include "games/galactic-warfare/gw_game.h"
#include "games/galaxy-command/gc_game.h"
#include "games/galaxy-of-d/god_game.h"

#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <chrono>
#include <string>

using namespace starboard;

namespace {

constexpr int kRecordEvery = 97; // full record round trip every this many actions
constexpr int kResampleEvery = 50;
constexpr int kConcedePercent = 2; // games with a concession at a random point
// Each game's random games are played in this many parts (rows "<game-id> <k>/<parts>"),
// each its own ctest test, so that each stays well under QtTest's 300 s watchdog under
// AddressSanitizer.
constexpr int kParts = STARBOARD_RANDOM_PLAY_PARTS;

QString partTag(const std::string &gameId, int part)
{
    return QStringLiteral("%1 %2/%3").arg(QString::fromStdString(gameId)).arg(part).arg(kParts);
}

std::uint64_t envNumber(const char *name, std::uint64_t fallback)
{
    bool ok = false;
    const auto value = qEnvironmentVariable(name).toULongLong(&ok);
    return ok ? value : fallback;
}

// A game's concede action for `seat`, or -1 when the game has none we know.
Action concedeAction(const std::string &gameId, int seat)
{
    if (gameId == "galaxy-of-d")
        return god::makeAction(god::ActionKind::Concede, seat);
    if (gameId == "galaxy-command")
        return gc::makeAction(gc::ActionKind::Concede, seat);
    if (gameId == "galactic-warfare")
        return gw::makeAction(gw::ActionKind::Concede, seat);
    return -1;
}

// The length of the random game that `rng` plays, without any checks.
int playOut(const Game &game, Rng rng)
{
    auto state = game.newInitialState();
    while (!state->isTerminal()) {
        Action a = 0;
        if (state->isChanceNode()) {
            a = sampleChance(*state, rng);
        } else {
            const auto legal = state->legalActions();
            a = legal[rng.below(std::uint32_t(legal.size()))];
        }
        state->applyLegalAction(a);
    }
    return int(state->history().size());
}

} // namespace

class TestRandomPlay : public QObject
{
    Q_OBJECT

private slots:
    void everyGameHasItsTest();
    void randomPlay_data();
    void randomPlay();

private:
    // Checks made after every action; returns a description of the first failure.
    static std::string checkState(const Game &game, const State &state, const State &replica);
    // Round trip of the record through JSON and a full replay; "" when identical.
    static std::string checkRecord(const Game &game, const State &state, std::uint64_t seed,
                                   const QJsonObject &content, bool viaFileContent);
};

// The build adds one ctest test per folder of core/games/ (STARBOARD_RANDOM_PLAY_GAMES): a
// registered game whose id names no such folder would never be played at random by ctest.
void TestRandomPlay::everyGameHasItsTest()
{
    const QStringList tested = QStringLiteral(STARBOARD_RANDOM_PLAY_GAMES).split(QLatin1Char(','));
    QVERIFY(!builtinGames().games().empty());
    for (const auto &reg : builtinGames().games()) {
        const QString id = QString::fromStdString(reg.info.id);
        QVERIFY2(tested.contains(id),
                 qPrintable(QStringLiteral("registered game '%1' has no tst_random_play_%1: its "
                                           "folder core/games/%1 is missing")
                                .arg(id)));
    }
}

void TestRandomPlay::randomPlay_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<int>("part");
    for (const auto &reg : builtinGames().games()) {
        for (int part = 1; part <= kParts; ++part) {
            const QString tag = partTag(reg.info.id, part);
            QTest::newRow(qPrintable(tag)) << QString::fromStdString(reg.info.id) << part;
        }
    }
}

std::string TestRandomPlay::checkState(const Game &game, const State &state, const State &replica)
{
    std::string why = state.checkInvariants();
    if (!why.empty())
        return "invariant: " + why;
    const auto legal = state.legalActions();
    if (!std::is_sorted(legal.begin(), legal.end()))
        return "legal actions not sorted";
    if (std::adjacent_find(legal.begin(), legal.end()) != legal.end())
        return "legal actions not unique";
    if (state.isTerminal() != legal.empty())
        return state.isTerminal() ? "legal actions at a terminal state"
                                  : "no legal actions at a non-terminal state";
    if (state.isChanceNode()) {
        const auto outcomes = state.chanceOutcomes();
        if (outcomes.size() != legal.size())
            return "chance outcomes and legal actions differ";
        for (const auto &o : outcomes)
            if (o.weight == 0 || !std::binary_search(legal.begin(), legal.end(), o.action))
                return "chance outcome with weight 0 or not legal";
    }
    if (int(state.history().size()) > game.maxGameLength())
        return "longer than maxGameLength() " + std::to_string(game.maxGameLength());
    const std::string text = state.toString();
    if (state.clone()->toString() != text)
        return "clone differs";
    if (replica.toString() != text)
        return "incremental replay differs";
    if (state.isTerminal()) {
        const auto returns = state.returns();
        if (int(returns.size()) != state.numPlayers())
            return "returns() has the wrong size";
    }
    return {};
}

std::string TestRandomPlay::checkRecord(const Game &game, const State &state, std::uint64_t seed,
                                        const QJsonObject &content, bool viaFileContent)
{
    data::RecordFile file;
    file.record = recordOf(game.info().id, seed, state);
    file.numPlayers = state.numPlayers();
    file.content = content;
    const QByteArray bytes = QJsonDocument(data::recordToJson(file)).toJson(QJsonDocument::Compact);
    QStringList errors;
    auto doc = data::parseDocument(bytes, QStringLiteral("record.json"),
                                   QStringLiteral("starboard.record"), errors);
    if (!doc)
        return "record JSON does not parse: " + errors.join('\n').toStdString();
    auto back = data::recordFromJson(*doc, QStringLiteral("record.json"), errors);
    if (!back)
        return "record JSON refused: " + errors.join('\n').toStdString();
    if (back->record.gameId != file.record.gameId || back->record.seed != seed ||
        back->record.actions != file.record.actions || back->numPlayers != file.numPlayers)
        return "record changed in its JSON round trip";
    std::shared_ptr<Game> fromFile;
    const Game *replayGame = &game;
    if (viaFileContent) {
        // The record replays from its own embedded content, without the original files.
        auto embedded = data::contentFromDocuments(back->record.gameId, back->content,
                                                   QStringLiteral("record.json"), errors);
        if (!embedded)
            return "embedded content refused: " + errors.join('\n').toStdString();
        fromFile = builtinGames().find(back->record.gameId)->create(embedded, back->numPlayers);
        if (!fromFile)
            return "the game refused the embedded content";
        replayGame = fromFile.get();
    }
    std::string error;
    auto replayed = replay(*replayGame, back->record, &error);
    if (!replayed)
        return "replay failed: " + error;
    if (replayed->toString() != state.toString())
        return "replayed state differs";
    return {};
}

void TestRandomPlay::randomPlay()
{
    QFETCH(QString, gameId);
    QFETCH(int, part);
    const std::string id = gameId.toStdString();
    const auto *reg = builtinGames().find(id);
    QVERIFY(reg);
    QStringList errors;
    auto content = data::loadContent(id, {}, errors);
    QVERIFY2(content, qPrintable(errors.join('\n')));
    auto documents = data::contentDocuments(id, {}, errors);
    QVERIFY2(documents, qPrintable(errors.join('\n')));

    const int games = int(envNumber("STARBOARD_RANDOM_GAMES", 1000));
    const std::uint64_t base = envNumber("STARBOARD_RANDOM_SEED", 20090524);
    const GameInfo &info = reg->info;
    std::vector<std::shared_ptr<Game>> bySeats; // one game per player count
    for (int n = info.minPlayers; n <= info.maxPlayers; ++n) {
        bySeats.push_back(reg->create(content, n));
        QVERIFY2(bySeats.back(), qPrintable(QStringLiteral("%1 players refused").arg(n)));
        QCOMPARE(bySeats.back()->info().id, id);
        QCOMPARE(bySeats.back()->numPlayers(), n);
    }

    const auto start = std::chrono::steady_clock::now();
    long long totalLength = 0;
    int maxLength = 0, concessions = 0;
    // This part's share of the games: a contiguous range, so that a game that rotates its
    // number of players (game i has the (i mod n)-th) plays every number in each part.
    const int first = int(std::int64_t(games) * (part - 1) / kParts);
    const int last = int(std::int64_t(games) * part / kParts);
    for (int i = first; i < last; ++i) {
        const std::uint64_t seed = Rng::deriveSeed(base, std::uint64_t(i));
        Rng rng(seed);                        // the game's choices
        Rng checks(Rng::deriveSeed(seed, 1)); // the checks' own draws
        const Game &game = *bySeats[std::size_t(i) % bySeats.size()];
        auto state = game.newInitialState();
        auto replica = game.newInitialState();
        QCOMPARE(state->numPlayers(), game.numPlayers());
        int concedeAt = -1, concedeSeat = 0;
        if (concedeAction(id, 0) >= 0 && int(checks.below(100)) < kConcedePercent) {
            // A point uniformly within the game: the same game played out first (the same
            // draws up to that point) gives its length.
            const int length = playOut(game, Rng(seed));
            concedeAt = int(checks.below(std::uint32_t(std::max(length, 1))));
            concedeSeat = int(checks.below(std::uint32_t(game.numPlayers())));
        }
        auto where = [&](const std::string &what) {
            return QStringLiteral("game %1 (seed %2), action %3: %4")
                .arg(i)
                .arg(seed)
                .arg(state->history().size())
                .arg(QString::fromStdString(what));
        };
        std::string why = checkState(game, *state, *replica);
        QVERIFY2(why.empty(), qPrintable(where(why)));
        while (!state->isTerminal()) {
            const int step = int(state->history().size());
            Action a = 0;
            // (A seat already out of the game, as in Galaxy Command, cannot concede again.)
            if (step == concedeAt && state->isLegal(concedeAction(id, concedeSeat))) {
                a = concedeAction(id, concedeSeat);
                ++concessions;
            } else if (state->isChanceNode()) {
                a = sampleChance(*state, rng);
            } else {
                const auto legal = state->legalActions();
                a = legal[rng.below(std::uint32_t(legal.size()))];
            }
            std::string error;
            if (!state->applyAction(a, &error))
                QFAIL(qPrintable(where("refused " + state->actionToString(a) + ": " + error)));
            if (!replica->applyAction(a, &error))
                QFAIL(qPrintable(where("replica refused: " + error)));
            why = checkState(game, *state, *replica);
            if (!why.empty())
                QFAIL(qPrintable(where(why + " after " + std::to_string(a))));
            const int done = step + 1;
            if (done % kRecordEvery == 0) {
                why = checkRecord(game, *state, seed, *documents, false);
                if (!why.empty())
                    QFAIL(qPrintable(where(why)));
            }
            if (info.hasHiddenInformation && done % kResampleEvery == 0) {
                for (int p = 0; p < state->numPlayers(); ++p) {
                    auto sampled = state->resampleHidden(p, checks);
                    if (sampled->observation(p) != state->observation(p))
                        QFAIL(qPrintable(where("resampleHidden(" + std::to_string(p) +
                                               ") changed the observation")));
                    why = sampled->checkInvariants();
                    if (!why.empty())
                        QFAIL(qPrintable(where("resampled state: " + why)));
                }
            }
        }
        QCOMPARE(state->legalActions().size(), std::size_t(0));
        why = checkRecord(game, *state, seed, *documents, true);
        QVERIFY2(why.empty(), qPrintable(where(why)));
        const int length = int(state->history().size());
        totalLength += length;
        maxLength = std::max(maxLength, length);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const int played = last - first;
    qInfo("%s part %d/%d: %d random games in %.1f s, length mean %.1f max %d (bound %d), %d "
          "concessions",
          id.c_str(), part, kParts, played, seconds, played ? double(totalLength) / played : 0.0,
          maxLength, bySeats.front()->maxGameLength(), concessions);
}

QTEST_GUILESS_MAIN(TestRandomPlay)
#include "tst_random_play.moc"
