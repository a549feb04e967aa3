// Galactic Warfare content: the shipped files against issue 15 and our design
// (docs/rules/galactic-warfare.md), the writers, and every message of the loaders and of the
// cross-file checks.

#include "data/data.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <set>

using namespace starboard;

namespace {

const QString kGw = QStringLiteral(":/data/galactic-warfare/");

QJsonObject shipped(const char *name)
{
    QFile file(kGw + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

std::shared_ptr<const gw::Content> shippedContent(QStringList &errors)
{
    return std::dynamic_pointer_cast<const gw::Content>(
        data::loadContent("galactic-warfare", {}, errors));
}

// The errors of a loader on `doc` (named "f.json"), or a complaint when its return value
// disagrees with them.
template <typename T>
QStringList loaderErrors(bool (*load)(const QJsonObject &, const QString &, T &, QStringList &),
                         const QJsonObject &doc)
{
    QStringList errors;
    T out;
    if (load(doc, QStringLiteral("f.json"), out, errors) != errors.isEmpty())
        return {QStringLiteral("return value disagrees with the errors")};
    return errors;
}

// A member of an object replaced (removed when `value` is undefined).
QJsonObject with(QJsonObject object, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined())
        object.remove(key);
    else
        object.insert(key, value);
    return object;
}

QStringList f(std::initializer_list<const char *> messages)
{
    QStringList out;
    for (const char *m : messages)
        out.append(QStringLiteral("f.json: ") + QLatin1String(m));
    return out;
}

// The shipped board with its layout replaced.
QJsonObject boardWithLayout(const QStringList &rows)
{
    QJsonArray layout;
    for (const auto &row : rows)
        layout.append(row);
    return with(shipped("board.json"), QStringLiteral("layout"), layout);
}

QStringList shippedLayout()
{
    QStringList rows;
    for (const auto &row : shipped("board.json").value(QLatin1String("layout")).toArray())
        rows.append(row.toString());
    return rows;
}

// The shipped board with the start squares of `side` replaced.
QJsonObject boardWithStart(const char *side, const QJsonArray &squares)
{
    QJsonObject board = shipped("board.json");
    QJsonObject start = board.value(QLatin1String("start")).toObject();
    start.insert(QLatin1String(side), squares);
    return with(board, QStringLiteral("start"), start);
}

// The shipped cards with card `index` changed by `change`.
QJsonObject cardWith(qsizetype index, const QString &key, const QJsonValue &value)
{
    QJsonObject doc = shipped("cards.json");
    QJsonArray cards = doc.value(QLatin1String("cards")).toArray();
    cards[index] = with(cards[index].toObject(), key, value);
    return with(doc, QStringLiteral("cards"), cards);
}

// Card indices in the shipped file.
constexpr int kReinforcements = 0;  // extra-dice
constexpr int kDeflectorShield = 3; // shield
constexpr int kAfterburners = 4;    // extra-charge
constexpr int kJamming = 10;        // cancel-card
constexpr int kSupplyDrop = 13;     // draw-cards

} // namespace

class TestGwContent : public QObject
{
    Q_OBJECT

private slots:
    void shippedContentLoads()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QCOMPARE(errors, QStringList{});
        QVERIFY(content);
        // The board (docs/rules/galactic-warfare.md, "The board"): 8 x 10, White's planet row 0,
        // Blue's row 9, dark where row + column is odd, 12 ships each on rows 1-3 and 6-8.
        const auto &board = content->board;
        QCOMPARE(board.columns, 8);
        QCOMPARE(board.rows, 10);
        QCOMPARE(board.size(), 80);
        for (int sq = 0; sq < board.size(); ++sq) {
            const int row = board.row(sq), col = board.column(sq);
            const auto kind = board.squares[std::size_t(sq)];
            if (row == 0)
                QCOMPARE(kind, gw::SquareKind::WhitePlanet);
            else if (row == 9)
                QCOMPARE(kind, gw::SquareKind::BluePlanet);
            else
                QCOMPARE(kind, (row + col) % 2 ? gw::SquareKind::Dark : gw::SquareKind::Light);
        }
        for (int side = 0; side < gw::kSides; ++side) {
            QCOMPARE(board.start[std::size_t(side)].size(), std::size_t(12));
            for (int sq : board.start[std::size_t(side)]) {
                const int row = board.row(sq);
                QVERIFY(side == 0 ? row >= 1 && row <= 3 : row >= 6 && row <= 8);
            }
        }
        // The deck: 50 cards of 15 kinds, each kind in a window it allows.
        QCOMPARE(gw::deckSize(content->deck), 50);
        std::set<gw::CardKind> kinds;
        for (const auto &card : content->deck.cards) {
            kinds.insert(card.kind);
            QVERIFY(gw::windowAllowed(card.kind, card.window));
        }
        QCOMPARE(kinds.size(), std::size_t(15));
        const auto &rules = content->ruleset;
        QCOMPARE(rules.cardsDealt, 15);
        QCOMPARE(rules.powerUpCap, 3);
        QCOMPARE(rules.homeDefenceDice, 1);
        QCOMPARE(rules.dicePerShip, 1);
        QCOMPARE(rules.tieRule, gw::TieRule::Reroll);
        QCOMPARE(rules.turnLimit, 400);
        QVERIFY(rules.deck.empty()); // the standard rules play with any deck

        for (const char *name : {"board.json", "cards.json", "ruleset.json"})
            QCOMPARE(data::validateFile(kGw + QLatin1String(name)), QStringList{});
        QVERIFY(data::gamesWithContent().contains(QStringLiteral("galactic-warfare")));
        errors.clear();
        const auto documents = data::contentDocuments("galactic-warfare", {}, errors);
        QVERIFY(documents);
        QCOMPARE(documents->keys(), (QStringList{QStringLiteral("board"), QStringLiteral("cards"),
                                                 QStringLiteral("ruleset")}));
        QVERIFY(data::contentFromDocuments("galactic-warfare", *documents,
                                           QStringLiteral("rec.json"), errors));
        QCOMPARE(errors, QStringList{});
    }

    void writersRoundTrip()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QVERIFY(content);
        gw::Board board;
        QVERIFY(data::loadGwBoard(data::gwBoardToJson(content->board), QStringLiteral("b"), board,
                                  errors));
        QCOMPARE(errors, QStringList{});
        QVERIFY(board.squares == content->board.squares);
        QVERIFY(board.start == content->board.start);
        QCOMPARE(data::gwBoardToJson(board), shipped("board.json"));
        gw::Deck deck;
        QVERIFY(data::loadGwCards(data::gwCardsToJson(content->deck), QStringLiteral("c"), deck,
                                  errors));
        QCOMPARE(data::gwCardsToJson(deck), shipped("cards.json"));
        gw::Ruleset rules;
        QVERIFY(data::loadGwRuleset(data::gwRulesetToJson(content->ruleset), QStringLiteral("r"),
                                    rules, errors));
        QCOMPARE(data::gwRulesetToJson(rules), shipped("ruleset.json"));
        QCOMPARE(errors, QStringList{});
    }

    void boardErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        QTest::newRow("valid") << shipped("board.json") << QStringList{};
        QTest::newRow("wrong format")
            << with(shipped("board.json"), QStringLiteral("format"),
                    QStringLiteral("starboard.gw-cards"))
            << f({"/format: expected 'starboard.gw-board', found 'starboard.gw-cards'"});
        QTest::newRow("missing and unknown keys")
            << with(with(shipped("board.json"), QStringLiteral("start"), QJsonValue::Undefined),
                    QStringLiteral("colums"), 8)
            << f({"(root): missing key 'start'", "(root): unknown key 'colums'"});
        QTest::newRow("size out of range")
            << with(with(shipped("board.json"), QStringLiteral("columns"), 13),
                    QStringLiteral("rows"), 3)
            << f({"/columns: must be between 2 and 12 (found 13)",
                  "/rows: must be between 4 and 16 (found 3)"});
        QStringList shortLayout = shippedLayout();
        shortLayout.removeLast();
        QTest::newRow("layout rows") << boardWithLayout(shortLayout)
                                     << f({"/layout: the layout has 9 row(s) but 'rows' is 10"});
        QStringList layout = shippedLayout();
        layout[4] = QStringLiteral("#.#.#.#");
        layout[5] = QStringLiteral("#.#x#.#.");
        QTest::newRow("row length and letters")
            << boardWithLayout(layout)
            << f({"/layout/4: the row has 7 square(s) but 'columns' is 8",
                  "/layout/5: column 3: unknown square 'x' (W White's planet, B Blue's planet, "
                  "# dark, . light)"});
        layout = shippedLayout();
        layout[0] = QStringLiteral("WWW#WWW.");
        layout[3] = QStringLiteral("#.#.W.#.");
        layout[6] = QStringLiteral("B#.#.#.#");
        layout[9] = QStringLiteral("BBBBBBBW");
        QTest::newRow("planets in the wrong rows")
            << boardWithLayout(layout)
            << f({"/layout/0: column 3: the first and last rows are the home planets (W, B), or "
                  ". for no square",
                  "/layout/3: column 4: White's home planet (W) lies in row 0 only",
                  "/layout/6: column 0: Blue's home planet (B) lies in the last row only",
                  "/layout/9: column 7: White's home planet (W) lies in row 0 only",
                  "/start/white/10: a ship starts on a dark battlefield square, not on a square "
                  "of White's home planet"});
        layout = shippedLayout();
        layout[0] = QStringLiteral("........");
        layout[9] = QStringLiteral("........");
        QTest::newRow("no planets")
            << boardWithLayout(layout)
            << f({"/layout: White's home planet has no square (W in row 0)",
                  "/layout: Blue's home planet has no square (B in the last row)"});
        QTest::newRow("no start squares")
            << boardWithStart("white", QJsonArray{}) << f({"/start/white: must not be empty"});
        QTest::newRow("start squares off the board, light, planet, twice")
            << boardWithStart("white",
                              QJsonArray{QJsonArray{10, 0}, QJsonArray{1, 1}, QJsonArray{0, 3},
                                         QJsonArray{9, 3}, QJsonArray{8, 1}})
            << f({"/start/white/0: outside the board (rows 0 to 9, columns 0 to 7)",
                  "/start/white/1: a ship starts on a dark battlefield square, not on a light "
                  "square",
                  "/start/white/2: a ship starts on a dark battlefield square, not on a square "
                  "of White's home planet",
                  "/start/white/3: a ship starts on a dark battlefield square, not on a square "
                  "of Blue's home planet",
                  "/start/blue/8: a second ship on one start square (first at /start/white/4)"});
        QTest::newRow("start square shapes")
            << boardWithStart("blue", QJsonArray{QJsonArray{6}, 3, QJsonArray{6, -1},
                                                 QJsonArray{6, QStringLiteral("1")}})
            << f({"/start/blue/0: a square is [row, column] (found 1 number(s))",
                  "/start/blue/1: expected an array, found a number",
                  "/start/blue/2/1: must be between 0 and 11 (found -1)",
                  "/start/blue/3/1: expected an integer, found a string"});
        QJsonObject start = shipped("board.json").value(QLatin1String("start")).toObject();
        start.insert(QStringLiteral("grey"), QJsonArray{});
        start.remove(QStringLiteral("blue"));
        QTest::newRow("start sides")
            << with(shipped("board.json"), QStringLiteral("start"), start)
            << f({"/start: missing key 'blue'", "/start: unknown key 'grey'"});
    }

    void boardErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(loaderErrors(&data::loadGwBoard, doc), errors);
    }

    void cardsErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        const QJsonObject cards = shipped("cards.json");
        QTest::newRow("valid") << cards << QStringList{};
        QTest::newRow("wrong format")
            << with(cards, QStringLiteral("format"), QStringLiteral("starboard.gc-deck"))
            << f({"/format: expected 'starboard.gw-cards', found 'starboard.gc-deck'"});
        QTest::newRow("no cards") << with(cards, QStringLiteral("cards"), QJsonArray{})
                                  << f({"/cards: must not be empty"});
        QJsonArray many;
        for (int i = 0; i < 65; ++i)
            many.append(QJsonObject{{"id", QStringLiteral("c%1").arg(i)},
                                    {"name", "C"},
                                    {"kind", "shield"},
                                    {"window", "battle-before-roll"},
                                    {"count", 1},
                                    {"text", "T"}});
        QTest::newRow("too many cards")
            << with(cards, QStringLiteral("cards"), many)
            << f({"/cards: a deck has 1 to 64 different cards (found 65)"});
        QTest::newRow("missing members")
            << cardWith(kDeflectorShield, QStringLiteral("text"), QJsonValue::Undefined)
            << f({"/cards/3: missing key 'text'"});
        QTest::newRow("duplicate id")
            << cardWith(1, QStringLiteral("id"), QStringLiteral("reinforcements"))
            << f({"/cards/1/id: duplicate id 'reinforcements' (first at /cards/0/id)"});
        QTest::newRow("unknown kind")
            << cardWith(kDeflectorShield, QStringLiteral("kind"), QStringLiteral("laser"))
            << f({"/cards/3/kind: must be one of 'extra-dice', 'reroll', 'shield', "
                  "'extra-charge', 'rescue-stuck', 'repel-invader', 'steal-power-up', "
                  "'cancel-card', 'fewer-dice', 'evasive-retreat', 'double-charge', "
                  "'backward-charge', 'draw-cards', 'win-ties', 'hold-the-line' (found 'laser')"});
        QTest::newRow("unknown window")
            << cardWith(kDeflectorShield, QStringLiteral("window"), QStringLiteral("anytime"))
            << f({"/cards/3/window: must be one of 'before-move', 'battle-before-roll', "
                  "'battle-after-roll', 'battle', 'after-move' (found 'anytime')"});
        QTest::newRow("window the kind does not allow")
            << cardWith(kDeflectorShield, QStringLiteral("window"), QStringLiteral("after-move"))
            << f({"/cards/3/window: a 'shield' card is played in 'battle-before-roll' (found "
                  "'after-move')"});
        QTest::newRow("window of a kind with two")
            << cardWith(kAfterburners, QStringLiteral("window"), QStringLiteral("battle"))
            << f({"/cards/4/window: a 'extra-charge' card is played in 'before-move', "
                  "'after-move' (found 'battle')"});
        QTest::newRow("cancel-card in one battle window")
            << cardWith(kJamming, QStringLiteral("window"), QStringLiteral("battle-after-roll"))
            << f({"/cards/10/window: a 'cancel-card' card is played in 'battle' (found "
                  "'battle-after-roll')"});
        QTest::newRow("count") << cardWith(kDeflectorShield, QStringLiteral("count"), 0)
                               << f({"/cards/3/count: must be between 1 and 50 (found 0)"});
        QTest::newRow("members a kind does not use")
            << cardWith(kDeflectorShield, QStringLiteral("dice"), 1)
            << f({"/cards/3/dice: 'dice' is not used when 'kind' is 'shield'"});
        QTest::newRow("cards on an extra-dice card")
            << cardWith(kReinforcements, QStringLiteral("cards"), 1)
            << f({"/cards/0/cards: 'cards' is not used when 'kind' is 'extra-dice'"});
        QTest::newRow("dice a kind needs")
            << cardWith(kReinforcements, QStringLiteral("dice"), QJsonValue::Undefined)
            << f({"/cards/0: missing key 'dice'"});
        QTest::newRow("dice range") << cardWith(kReinforcements, QStringLiteral("dice"), 5)
                                    << f({"/cards/0/dice: must be between 1 and 4 (found 5)"});
        QTest::newRow("cards range") << cardWith(kSupplyDrop, QStringLiteral("cards"), 6)
                                     << f({"/cards/13/cards: must be between 1 and 5 (found 6)"});
    }

    void cardsErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(loaderErrors(&data::loadGwCards, doc), errors);
    }

    void rulesetErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        const QJsonObject rules = shipped("ruleset.json");
        QTest::newRow("valid") << rules << QStringList{};
        QJsonObject minimal{
            {"format", "starboard.gw-ruleset"}, {"formatVersion", 1}, {"id", "x"}, {"name", "X"}};
        QTest::newRow("parameters are optional") << minimal << QStringList{};
        QTest::newRow("wrong format")
            << with(rules, QStringLiteral("format"), QStringLiteral("starboard.gf-ruleset"))
            << f({"/format: expected 'starboard.gw-ruleset', found 'starboard.gf-ruleset'"});
        QTest::newRow("missing id and name, unknown key")
            << with(with(with(rules, QStringLiteral("id"), QJsonValue::Undefined),
                         QStringLiteral("name"), QJsonValue::Undefined),
                    QStringLiteral("cardsDelt"), 15)
            << f({"(root): missing key 'id'", "(root): missing key 'name'",
                  "(root): unknown key 'cardsDelt'"});
        QJsonObject low = rules;
        low.insert(QStringLiteral("cardsDealt"), -1);
        low.insert(QStringLiteral("powerUpCap"), -1);
        low.insert(QStringLiteral("homeDefenceDice"), -1);
        low.insert(QStringLiteral("dicePerShip"), 0);
        low.insert(QStringLiteral("turnLimit"), 9);
        QTest::newRow("below the ranges")
            << low
            << f({"/cardsDealt: must be between 0 and 50 (found -1)",
                  "/powerUpCap: must be between 0 and 8 (found -1)",
                  "/homeDefenceDice: must be between 0 and 4 (found -1)",
                  "/dicePerShip: must be between 1 and 3 (found 0)",
                  "/turnLimit: must be between 10 and 2000 (found 9)"});
        QJsonObject high = rules;
        high.insert(QStringLiteral("cardsDealt"), 51);
        high.insert(QStringLiteral("powerUpCap"), 9);
        high.insert(QStringLiteral("homeDefenceDice"), 5);
        high.insert(QStringLiteral("dicePerShip"), 4);
        high.insert(QStringLiteral("turnLimit"), 2001);
        QTest::newRow("above the ranges")
            << high
            << f({"/cardsDealt: must be between 0 and 50 (found 51)",
                  "/powerUpCap: must be between 0 and 8 (found 9)",
                  "/homeDefenceDice: must be between 0 and 4 (found 5)",
                  "/dicePerShip: must be between 1 and 3 (found 4)",
                  "/turnLimit: must be between 10 and 2000 (found 2001)"});
        QTest::newRow("tie rule")
            << with(rules, QStringLiteral("tieRule"), QStringLiteral("attacker"))
            << f({"/tieRule: must be one of 'reroll', 'defender' (found 'attacker')"});
        QTest::newRow("deck id")
            << with(rules, QStringLiteral("deck"), QStringLiteral("My Deck"))
            << f({"/deck: 'My Deck' is not a valid id (use lowercase letters, digits and '-')"});
    }

    void rulesetErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(loaderErrors(&data::loadGwRuleset, doc), errors);
    }

    // The checks across files, through the content loader (the files named as the loader
    // names them) and on content made in code.
    void crossFileErrors()
    {
        QStringList errors;
        const auto shippedOne = shippedContent(errors);
        QVERIFY(shippedOne);
        gw::Content content = *shippedOne;
        content.ruleset.cardsDealt = 26;
        content.ruleset.deck = "other";
        errors.clear();
        QVERIFY(!data::checkGwContent(content, errors));
        QCOMPARE(errors,
                 (QStringList{QStringLiteral("ruleset.json: /cardsDealt: the ruleset deals 26 "
                                             "cards to each player but the deck has 50 "
                                             "(cards.json: /cards): at most 25, half the "
                                             "deck"),
                              QStringLiteral("ruleset.json: /deck: the ruleset is for the deck "
                                             "'other' but cards.json holds the deck 'standard'")}));

        // Twice the cards dealt exactly is enough.
        content = *shippedOne;
        content.ruleset.cardsDealt = 25;
        errors.clear();
        QVERIFY(data::checkGwContent(content, errors));

        // A designer's deck of its own id plays with the standard ruleset, which names no deck;
        // a ruleset that names the deck it is for accepts it too.
        content = *shippedOne;
        content.deck.id = "my-deck";
        QVERIFY(content.ruleset.deck.empty());
        errors.clear();
        QVERIFY2(data::checkGwContent(content, errors), qPrintable(errors.join(u'\n')));
        content.ruleset.deck = "my-deck";
        QVERIFY(data::checkGwContent(content, errors));

        // Content made in code: the readers' checks again, with the same messages.
        content = *shippedOne;
        content.board.squares.pop_back();
        content.deck.cards[3].window = gw::Window::AfterMove;
        content.deck.cards[3].count = 0;
        content.deck.cards[1].id = "reinforcements";
        content.deck.cards[0].dice = 9;
        content.ruleset.powerUpCap = 9;
        errors.clear();
        QVERIFY(!data::checkGwContent(content, errors));
        QCOMPARE(
            errors,
            (QStringList{
                QStringLiteral("board.json: /layout: the board has 79 square(s) instead of 80"),
                QStringLiteral("cards.json: /cards/0/dice: must be between 1 and 4 (found 9)"),
                QStringLiteral("cards.json: /cards/1/id: duplicate id 'reinforcements' (first "
                               "at /cards/0/id)"),
                QStringLiteral("cards.json: /cards/3/window: a 'shield' card is played in "
                               "'battle-before-roll' (found 'after-move')"),
                QStringLiteral("cards.json: /cards/3/count: must be between 1 and 50 (found 0)"),
                QStringLiteral("ruleset.json: /powerUpCap: must be between 0 and 8 (found 9)")}));

        content = *shippedOne;
        content.board.start[1].push_back(content.board.start[0][0]);
        content.board.start[0].push_back(content.board.at(0, 0));
        errors.clear();
        QVERIFY(!data::checkGwContent(content, errors));
        QCOMPARE(errors,
                 (QStringList{
                     QStringLiteral("board.json: /start/white/12: a ship starts on a dark "
                                    "battlefield square, not on a square of White's home planet"),
                     QStringLiteral("board.json: /start/blue/12: a second ship on one start "
                                    "square (first at /start/white/0)")}));

        content = *shippedOne;
        content.deck.cards.clear();
        errors.clear();
        QVERIFY(!data::checkGwContent(content, errors));
        QCOMPARE(errors, QStringList{QStringLiteral("cards.json: /cards: must not be empty")});
    }
};

QTEST_GUILESS_MAIN(TestGwContent)
#include "tst_data_gw_content.moc"
