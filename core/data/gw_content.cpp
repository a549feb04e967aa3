// Galactic Warfare content: board, cards and ruleset files (rulebook:
// shared/rules/galactic-warfare.txt; our design: docs/rules/galactic-warfare.md; formats:
// docs/data-formats.md).
//
// The readers check each file on its own: every value's type and range, the members a card of
// each kind has, the window its kind allows, unique ids, the board's rows, planets and start
// squares. checkGw() checks the files together (the deck deals the ruleset's hands, the
// ruleset is for this deck) and repeats the structural checks for content made in code, with
// the same messages.

#include "internal.h"

#include <QJsonArray>

#include <utility>

namespace starboard::data {

namespace {

// The ranges the engine plays with (docs/data-formats.md). Squares fit in 8 bits of an
// action (12 x 16 = 192).
constexpr int kMinColumns = 2;
constexpr int kMaxColumns = 12;
constexpr int kMinRows = 4;
constexpr int kMaxRows = 16;
constexpr int kMaxCardTypes = 64;
constexpr int kMaxCount = kGwMaxCardCount;
constexpr int kMaxCardDice = kGwMaxCardDice;
constexpr int kMaxCardDraw = kGwMaxCardDraw;

constexpr NameTable<gw::CardKind, 15> kKinds = {{{gw::CardKind::ExtraDice, "extra-dice"},
                                                 {gw::CardKind::Reroll, "reroll"},
                                                 {gw::CardKind::Shield, "shield"},
                                                 {gw::CardKind::ExtraCharge, "extra-charge"},
                                                 {gw::CardKind::RescueStuck, "rescue-stuck"},
                                                 {gw::CardKind::RepelInvader, "repel-invader"},
                                                 {gw::CardKind::StealPowerUp, "steal-power-up"},
                                                 {gw::CardKind::CancelCard, "cancel-card"},
                                                 {gw::CardKind::FewerDice, "fewer-dice"},
                                                 {gw::CardKind::EvasiveRetreat, "evasive-retreat"},
                                                 {gw::CardKind::DoubleCharge, "double-charge"},
                                                 {gw::CardKind::BackwardCharge, "backward-charge"},
                                                 {gw::CardKind::DrawCards, "draw-cards"},
                                                 {gw::CardKind::WinTies, "win-ties"},
                                                 {gw::CardKind::HoldTheLine, "hold-the-line"}}};

constexpr NameTable<gw::Window, 5> kWindows = {
    {{gw::Window::BeforeMove, "before-move"},
     {gw::Window::BattleBeforeRoll, "battle-before-roll"},
     {gw::Window::BattleAfterRoll, "battle-after-roll"},
     {gw::Window::Battle, "battle"},
     {gw::Window::AfterMove, "after-move"}}};

constexpr NameTable<gw::TieRule, 2> kTieRules = {
    {{gw::TieRule::Reroll, "reroll"}, {gw::TieRule::Defender, "defender"}}};

constexpr NameTable<gw::SquareKind, 4> kSquareLetters = {{{gw::SquareKind::WhitePlanet, "W"},
                                                          {gw::SquareKind::BluePlanet, "B"},
                                                          {gw::SquareKind::Dark, "#"},
                                                          {gw::SquareKind::Light, "."}}};

constexpr const char *kSideKeys[gw::kSides] = {"white", "blue"};

bool usesDice(gw::CardKind kind)
{
    return kind == gw::CardKind::ExtraDice || kind == gw::CardKind::FewerDice;
}

bool usesCards(gw::CardKind kind)
{
    return kind == gw::CardKind::DrawCards;
}

// The numbers of a ruleset, each optional in a file (a rule variant names what it changes).
struct RulesetNumber
{
    const char *key;
    int gw::Ruleset::*member;
    int min;
    int max;
};

constexpr RulesetNumber kRulesetNumbers[] = {
    // At most half the deck (checkGw()); 50 keeps a ruleset on its own bounded.
    {"cardsDealt", &gw::Ruleset::cardsDealt, 0, 50},
    {"powerUpCap", &gw::Ruleset::powerUpCap, 0, 8},
    {"homeDefenceDice", &gw::Ruleset::homeDefenceDice, 0, 4},
    {"dicePerShip", &gw::Ruleset::dicePerShip, 1, 3},
    {"turnLimit", &gw::Ruleset::turnLimit, 10, 2000},
};

// Messages shared by the readers and checkGw().

void rangeErrors(int value, int min, int max, const Where &at, QStringList &errors)
{
    if (value < min || value > max)
        addError(errors, at, rangeMessage(min, max, value));
}

// What a square is, in words, for messages.
QString squareWords(gw::SquareKind kind)
{
    switch (kind) {
    case gw::SquareKind::Light:
        //: Galactic Warfare: what a square of the board is, inside a message (lower case).
        return Msg::tr("a light square");
    case gw::SquareKind::Dark:
        //: Galactic Warfare: what a square of the board is, inside a message (lower case).
        return Msg::tr("a dark square");
    case gw::SquareKind::WhitePlanet:
        //: Galactic Warfare: what a square of the board is, inside a message (lower case).
        return Msg::tr("a square of White's home planet");
    case gw::SquareKind::BluePlanet:
        //: Galactic Warfare: what a square of the board is, inside a message (lower case).
        return Msg::tr("a square of Blue's home planet");
    }
    return {};
}

// The structure of a board whose squares are known (read or made in code): the planets on
// the end rows, a square for each planet, the start squares dark and used once. `at` is the
// document; `rowAt(row)` the place of a row's squares.
void boardStructureErrors(const gw::Board &board, const Where &at, QStringList &errors)
{
    if (int(board.squares.size()) != board.size())
        return; // reported by the caller
    const Where layoutAt = at / QStringLiteral("layout");
    int planets[gw::kSides] = {0, 0};
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.columns; ++col) {
            const auto kind = board.squares[std::size_t(board.at(row, col))];
            const bool white = kind == gw::SquareKind::WhitePlanet;
            const bool blue = kind == gw::SquareKind::BluePlanet;
            planets[0] += white;
            planets[1] += blue;
            const bool endRow = row == 0 || row == board.rows - 1;
            QString problem;
            if (white && row != 0)
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading); it follows the place, e.g. '/layout/3: ...'. Galactic Warfare's
                //: board: %1: a column (0-based). W is a letter of the file: keep it.
                problem = Msg::tr("column %1: White's home planet (W) lies in row 0 only");
            else if (blue && row != board.rows - 1)
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading); it follows the place, e.g. '/layout/3: ...'. Galactic Warfare's
                //: board: %1: a column (0-based). B is a letter of the file: keep it.
                problem = Msg::tr("column %1: Blue's home planet (B) lies in the last row only");
            else if (endRow && kind == gw::SquareKind::Dark)
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading); it follows the place, e.g. '/layout/0: ...'. Galactic Warfare's
                //: board: %1: a column (0-based). W, B and . are letters of the file: keep them.
                problem = Msg::tr("column %1: the first and last rows are the home planets (W, B), "
                                  "or . for no square");
            if (!problem.isEmpty())
                addError(errors, layoutAt / row, problem.arg(col));
        }
    }
    if (planets[0] == 0)
        addError(errors, layoutAt,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/layout: ...'. Galactic Warfare's
                 //: board. W is a letter of the file: keep it.
                 Msg::tr("White's home planet has no square (W in row 0)"));
    if (planets[1] == 0)
        addError(errors, layoutAt,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/layout: ...'. Galactic Warfare's
                 //: board. B is a letter of the file: keep it.
                 Msg::tr("Blue's home planet has no square (B in the last row)"));

    QHash<int, QString> used;
    for (int side = 0; side < gw::kSides; ++side) {
        const Where sideAt = at / QStringLiteral("start") / QLatin1String(kSideKeys[side]);
        const auto &squares = board.start[std::size_t(side)];
        if (squares.empty())
            addError(errors, sideAt, Msg::tr("must not be empty"));
        for (qsizetype i = 0; i < qsizetype(squares.size()); ++i) {
            const int square = squares[std::size_t(i)];
            const Where squareAt = sideAt / i;
            if (square < 0 || square >= board.size()) {
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading); it follows the place, e.g. '/start/white/3: ...'. Galactic Warfare's
                //: board: %1: the last row, %2: the last column (rows and columns from 0).
                addError(errors, squareAt,
                         Msg::tr("outside the board (rows 0 to %1, columns 0 to %2)")
                             .arg(board.rows - 1)
                             .arg(board.columns - 1));
                continue;
            }
            const auto kind = board.squares[std::size_t(square)];
            if (kind != gw::SquareKind::Dark)
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading); it follows the place, e.g. '/start/white/3: ...'. Galactic Warfare's
                //: board: %1: what the square is, e.g. 'a light square'.
                addError(errors, squareAt,
                         Msg::tr("a ship starts on a dark battlefield square, not on %1")
                             .arg(squareWords(kind)));
            const auto first = used.constFind(square);
            if (first != used.constEnd())
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading); it follows the place, e.g. '/start/blue/0: ...'. Galactic Warfare's
                //: board: %1: the place of the first ship there, e.g. '/start/white/2'.
                addError(
                    errors, squareAt,
                    Msg::tr("a second ship on one start square (first at %1)").arg(first.value()));
            else
                used.insert(square, squareAt.pointer);
        }
    }
}

// The members of a card that its kind decides (a card read or made in code).
void cardErrors(const gw::CardType &card, const Where &at, QStringList &errors)
{
    if (!gw::windowAllowed(card.kind, card.window)) {
        QStringList allowed;
        for (const auto &[window, name] : kWindows)
            if (gw::windowAllowed(card.kind, window))
                allowed.append(QLatin1String(name));
        addError(errors, at / QStringLiteral("window"),
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/cards/3/window: ...'. Galactic
                 //: Warfare's cards: %1: the card's kind, %2: the windows it allows, %3: the
                 //: window found (names in the file: keep them).
                 Msg::tr("a '%1' card is played in %2 (found '%3')")
                     .arg(nameOf(kKinds, card.kind), quotedList(allowed),
                          nameOf(kWindows, card.window)));
    }
    rangeErrors(card.count, 1, kMaxCount, at / QStringLiteral("count"), errors);
    if (usesDice(card.kind))
        rangeErrors(card.dice, 1, kMaxCardDice, at / QStringLiteral("dice"), errors);
    if (usesCards(card.kind))
        rangeErrors(card.cards, 1, kMaxCardDraw, at / QStringLiteral("cards"), errors);
}

void cardListErrors(qsizetype count, const Where &at, QStringList &errors)
{
    if (count < 1)
        addError(errors, at, Msg::tr("must not be empty"));
    else if (count > kMaxCardTypes)
        addError(errors, at,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/cards: ...'. Galactic Warfare's
                 //: cards: %1: the most allowed; %n: the cards found.
                 Msg::tr("a deck has 1 to %1 different cards (found %n)", nullptr, int(count))
                     .arg(kMaxCardTypes));
}

// "'dice' is not used when 'kind' is 'shield'".
void refuseFor(ObjectReader &r, const QString &key, const QString &kind, QStringList &errors)
{
    refuse(r, key,
           //: A mistake in a content file (the Workshop's Problems panel, the error on loading);
           //: it follows the place, e.g. '/engines/1/range: ...'. %1 and %2: keys of the file,
           //: %3: the value of %2 (all three are names in the file: keep them).
           Msg::tr("'%1' is not used when '%2' is '%3'").arg(key, QStringLiteral("kind"), kind),
           errors);
}

} // namespace

bool readGwBoard(const QJsonObject &doc, const Where &where, gw::Board &out, QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.gw-board", upgraded, errors);
    if (!reader)
        return false;
    auto &r = *reader;
    gw::Board board;
    QString text;
    if (r.id(QStringLiteral("id"), text))
        board.id = toStd(text);
    if (r.string(QStringLiteral("name"), text))
        board.name = toStd(text);
    // Both read (and both reported when wrong) before either is used.
    const bool hasColumns =
        r.integer(QStringLiteral("columns"), kMinColumns, kMaxColumns, board.columns);
    const bool hasRows = r.integer(QStringLiteral("rows"), kMinRows, kMaxRows, board.rows);
    const bool sized = hasColumns && hasRows;

    // The layout: one string per row, row 0 first.
    QJsonArray layout;
    bool squaresRead = false;
    if (r.array(QStringLiteral("layout"), layout) && sized) {
        const Where layoutAt = r.at(QStringLiteral("layout"));
        const qsizetype beforeLayout = errors.size();
        if (layout.size() != board.rows)
            addError(
                errors, layoutAt,
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading); it follows the place, e.g. '/layout: ...'. Galactic Warfare's
                //: board: %1: the value of 'rows' (a key of the file: keep it); %n: the
                //: strings found.
                Msg::tr("the layout has %n row(s) but 'rows' is %1", nullptr, int(layout.size()))
                    .arg(board.rows));
        for (qsizetype row = 0; row < layout.size() && row < board.rows; ++row) {
            QString line;
            if (!readString(layout[row], layoutAt / row, line, errors))
                continue;
            if (line.size() != board.columns) {
                addError(errors, layoutAt / row,
                         //: A mistake in a content file (the Workshop's Problems panel, the error
                         //: on loading); it follows the place, e.g. '/layout/3: ...'. Galactic
                         //: Warfare's board: %1: the value of 'columns' (a key of the file: keep
                         //: it); %n: the characters found.
                         Msg::tr("the row has %n square(s) but 'columns' is %1", nullptr,
                                 int(line.size()))
                             .arg(board.columns));
                continue;
            }
            for (qsizetype col = 0; col < line.size(); ++col) {
                const auto kind = valueOf(kSquareLetters, QString(line[col]));
                if (!kind) {
                    addError(errors, layoutAt / row,
                             //: A mistake in a content file (the Workshop's Problems panel, the
                             //: error on loading); it follows the place, e.g. '/layout/3: ...'.
                             //: Galactic Warfare's board: %1: a column (0-based), %2: the
                             //: character found. W, B, # and . are letters of the file: keep them.
                             Msg::tr("column %1: unknown square '%2' (W White's planet, B Blue's "
                                     "planet, # dark, . light)")
                                 .arg(col)
                                 .arg(line[col]));
                    break;
                }
            }
        }
        if (errors.size() == beforeLayout) {
            for (const auto &value : std::as_const(layout))
                for (const QChar c : value.toString())
                    board.squares.push_back(*valueOf(kSquareLetters, QString(c)));
            squaresRead = true;
        }
    }

    // The start squares, [row, column] each.
    const QJsonValue start = r.take(QStringLiteral("start"));
    const Where startAt = r.at(QStringLiteral("start"));
    bool startRead = false;
    if (!start.isUndefined() && expectObject(start, startAt, errors)) {
        ObjectReader s(start.toObject(), startAt, errors);
        const qsizetype beforeStart = errors.size();
        for (int side = 0; side < gw::kSides; ++side) {
            QJsonArray squares;
            const QString key = QLatin1String(kSideKeys[side]);
            if (!s.array(key, squares))
                continue;
            for (qsizetype i = 0; i < squares.size(); ++i) {
                const Where at = s.at(key) / i;
                if (!expectArray(squares[i], at, errors))
                    continue;
                const QJsonArray pair = squares[i].toArray();
                if (pair.size() != 2) {
                    //: A mistake in a content file (the Workshop's Problems panel, the error on
                    //: loading); it follows the place, e.g. '/start/white/3: ...'. Galactic
                    //: Warfare's board: a start square is written [row, column]; %n: the numbers
                    //: found.
                    addError(errors, at,
                             Msg::tr("a square is [row, column] (found %n number(s))", nullptr,
                                     int(pair.size())));
                    continue;
                }
                int row = 0, col = 0;
                const bool hasRow = readInt(pair[0], at / 0, 0, kMaxRows - 1, row, errors);
                const bool hasCol = readInt(pair[1], at / 1, 0, kMaxColumns - 1, col, errors);
                if (hasRow && hasCol) {
                    const bool inside = sized && row < board.rows && col < board.columns;
                    board.start[std::size_t(side)].push_back(inside ? board.at(row, col) : -1);
                }
            }
        }
        s.finish();
        startRead = errors.size() == beforeStart;
    }
    r.finish();
    if (squaresRead && startRead)
        boardStructureErrors(board, where, errors);
    if (errors.size() != before)
        return false;
    out = std::move(board);
    return true;
}

bool readGwCards(const QJsonObject &doc, const Where &where, gw::Deck &out, QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.gw-cards", upgraded, errors);
    if (!reader)
        return false;
    auto &r = *reader;
    gw::Deck deck;
    QString text;
    if (r.id(QStringLiteral("id"), text))
        deck.id = toStd(text);
    if (r.string(QStringLiteral("name"), text))
        deck.name = toStd(text);
    QJsonArray list;
    if (r.array(QStringLiteral("cards"), list)) {
        const Where listAt = r.at(QStringLiteral("cards"));
        cardListErrors(list.size(), listAt, errors);
        QHash<QString, QString> ids;
        for (qsizetype i = 0; i < list.size() && !errorsCapped(errors, listAt.file); ++i) {
            const Where at = listAt / i;
            if (!expectObject(list[i], at, errors))
                continue;
            ObjectReader c(list[i].toObject(), at, errors);
            const qsizetype beforeCard = errors.size();
            gw::CardType card;
            if (c.id(QStringLiteral("id"), text)) {
                card.id = toStd(text);
                checkUniqueId(text, c.at(QStringLiteral("id")), ids, errors);
            }
            if (c.string(QStringLiteral("name"), text))
                card.name = toStd(text);
            if (c.string(QStringLiteral("text"), text))
                card.text = toStd(text);
            const bool known = readName(c, QStringLiteral("kind"), kKinds, card.kind, errors);
            const bool timed = readName(c, QStringLiteral("window"), kWindows, card.window, errors);
            c.integer(QStringLiteral("count"), 1, kMaxCount, card.count);
            const QString kind = nameOf(kKinds, card.kind);
            const QString diceKey = QStringLiteral("dice");
            if (known && !usesDice(card.kind))
                refuseFor(c, diceKey, kind, errors);
            else
                c.integer(diceKey, 1, kMaxCardDice, card.dice,
                          known ? ObjectReader::Required : ObjectReader::Optional);
            const QString cardsKey = QStringLiteral("cards");
            if (known && !usesCards(card.kind))
                refuseFor(c, cardsKey, kind, errors);
            else
                c.integer(cardsKey, 1, kMaxCardDraw, card.cards,
                          known ? ObjectReader::Required : ObjectReader::Optional);
            c.finish();
            if (known && timed && errors.size() == beforeCard)
                cardErrors(card, at, errors);
            deck.cards.push_back(std::move(card));
        }
    }
    r.finish();
    if (errors.size() != before)
        return false;
    out = std::move(deck);
    return true;
}

bool readGwRuleset(const QJsonObject &doc, const Where &where, gw::Ruleset &out,
                   QStringList &errors)
{
    const qsizetype before = errors.size();
    QJsonObject upgraded;
    auto reader = beginDocument(doc, where, "starboard.gw-ruleset", upgraded, errors);
    if (!reader)
        return false;
    auto &r = *reader;
    gw::Ruleset rules;
    QString text;
    if (r.id(QStringLiteral("id"), text))
        rules.id = toStd(text);
    if (r.string(QStringLiteral("name"), text))
        rules.name = toStd(text);
    for (const auto &number : kRulesetNumbers)
        r.integer(QLatin1String(number.key), number.min, number.max, rules.*number.member,
                  ObjectReader::Optional);
    readName(r, QStringLiteral("tieRule"), kTieRules, rules.tieRule, errors,
             ObjectReader::Optional);
    if (r.id(QStringLiteral("deck"), text, ObjectReader::Optional) && r.has(QStringLiteral("deck")))
        rules.deck = toStd(text);
    r.finish();
    if (errors.size() != before)
        return false;
    out = std::move(rules);
    return true;
}

bool checkGw(const gw::Content &content, const GwLocations &where, QStringList &errors)
{
    const qsizetype before = errors.size();

    // The board.
    const auto &board = content.board;
    rangeErrors(board.columns, kMinColumns, kMaxColumns, where.board / QStringLiteral("columns"),
                errors);
    rangeErrors(board.rows, kMinRows, kMaxRows, where.board / QStringLiteral("rows"), errors);
    if (int(board.squares.size()) != board.size())
        addError(
            errors, where.board / QStringLiteral("layout"),
            //: A mistake in a content file (the Workshop's Problems panel, the error on
            //: loading); it follows the place, e.g. '/layout: ...'. Galactic Warfare's
            //: board made by a program: %1: columns x rows; %n: the squares found.
            Msg::tr("the board has %n square(s) instead of %1", nullptr, int(board.squares.size()))
                .arg(board.size()));
    else
        boardStructureErrors(board, where.board, errors);

    // The cards.
    const auto &deck = content.deck;
    const Where cardsAt = where.cards / QStringLiteral("cards");
    cardListErrors(qsizetype(deck.cards.size()), cardsAt, errors);
    QHash<QString, QString> ids;
    for (qsizetype i = 0; i < qsizetype(deck.cards.size()); ++i) {
        const auto &card = deck.cards[std::size_t(i)];
        checkUniqueId(fromStd(card.id), cardsAt / i / QStringLiteral("id"), ids, errors);
        cardErrors(card, cardsAt / i, errors);
    }

    // The ruleset, the hands it deals and the deck it is for.
    const auto &rules = content.ruleset;
    for (const auto &number : kRulesetNumbers)
        rangeErrors(rules.*number.member, number.min, number.max,
                    where.ruleset / QLatin1String(number.key), errors);
    const int cards = gw::deckSize(deck);
    if (!deck.cards.empty() && cards < 2 * rules.cardsDealt)
        addError(errors, where.ruleset / QStringLiteral("cardsDealt"),
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. 'ruleset.json: /cardsDealt: ...'.
                 //: Galactic Warfare: %1: the cards dealt to each of the two players; %n: the
                 //: cards of the deck (the counts added up); %2: the place of the deck's cards,
                 //: e.g. 'cards.json: /cards'; %3: the most that may be dealt, half the deck.
                 Msg::tr("the ruleset deals %1 cards to each player but the deck has %n (%2): "
                         "at most %3, half the deck",
                         nullptr, cards)
                     .arg(rules.cardsDealt)
                     .arg(placeOf(cardsAt))
                     .arg(cards / 2));
    if (!rules.deck.empty() && rules.deck != deck.id)
        addError(errors, where.ruleset / QStringLiteral("deck"),
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. 'ruleset.json: /deck: ...'. Galactic
                 //: Warfare: %1: the deck's identifier the ruleset names; %2: the card file;
                 //: %3: the identifier of the deck in it.
                 Msg::tr("the ruleset is for the deck '%1' but %2 holds the deck '%3'")
                     .arg(fromStd(rules.deck), where.cards.file, fromStd(deck.id)));
    return errors.size() == before;
}

bool loadGwBoard(const QJsonObject &doc, const QString &file, gw::Board &out, QStringList &errors)
{
    return readGwBoard(doc, Where{file, QString()}, out, errors);
}

bool loadGwCards(const QJsonObject &doc, const QString &file, gw::Deck &out, QStringList &errors)
{
    return readGwCards(doc, Where{file, QString()}, out, errors);
}

bool loadGwRuleset(const QJsonObject &doc, const QString &file, gw::Ruleset &out,
                   QStringList &errors)
{
    return readGwRuleset(doc, Where{file, QString()}, out, errors);
}

bool checkGwContent(const gw::Content &content, const ContentFiles &names, QStringList &errors)
{
    auto at = [](const QString &name, const char *fallback) {
        return Where{name.isEmpty() ? QString::fromLatin1(fallback) : name, QString()};
    };
    return checkGw(content,
                   GwLocations{at(names.board, "board.json"), at(names.deck, "cards.json"),
                               at(names.ruleset, "ruleset.json")},
                   errors);
}

bool checkGwContent(const gw::Content &content, QStringList &errors)
{
    return checkGwContent(content, ContentFiles{}, errors);
}

std::shared_ptr<const GameContent>
buildGwContent(const ContentDocuments &docs, const ContentLocations &where, QStringList &errors)
{
    auto content = std::make_shared<gw::Content>();
    const GwLocations at{where.value(QStringLiteral("board")), where.value(QStringLiteral("cards")),
                         where.value(QStringLiteral("ruleset"))};
    // Not short-circuited: every file reports its errors.
    bool ok = readGwBoard(docs.value(QStringLiteral("board")), at.board, content->board, errors);
    ok &= readGwCards(docs.value(QStringLiteral("cards")), at.cards, content->deck, errors);
    ok &=
        readGwRuleset(docs.value(QStringLiteral("ruleset")), at.ruleset, content->ruleset, errors);
    if (!ok || !checkGw(*content, at, errors))
        return nullptr;
    return content;
}

// Writers.

QJsonObject gwBoardToJson(const gw::Board &board)
{
    QJsonObject doc = documentHeader("starboard.gw-board");
    doc.insert(QLatin1String("id"), fromStd(board.id));
    doc.insert(QLatin1String("name"), fromStd(board.name));
    doc.insert(QLatin1String("columns"), board.columns);
    doc.insert(QLatin1String("rows"), board.rows);
    QJsonArray layout;
    for (int row = 0; row < board.rows; ++row) {
        QString line;
        for (int col = 0; col < board.columns; ++col) {
            const std::size_t square = std::size_t(board.at(row, col));
            line += square < board.squares.size() ? nameOf(kSquareLetters, board.squares[square])
                                                  : QStringLiteral(".");
        }
        layout.append(line);
    }
    doc.insert(QLatin1String("layout"), layout);
    QJsonObject start;
    for (int side = 0; side < gw::kSides; ++side) {
        QJsonArray squares;
        for (const int square : board.start[std::size_t(side)])
            squares.append(QJsonArray{board.row(square), board.column(square)});
        start.insert(QLatin1String(kSideKeys[side]), squares);
    }
    doc.insert(QLatin1String("start"), start);
    return doc;
}

QJsonObject gwCardsToJson(const gw::Deck &deck)
{
    QJsonObject doc = documentHeader("starboard.gw-cards");
    doc.insert(QLatin1String("id"), fromStd(deck.id));
    doc.insert(QLatin1String("name"), fromStd(deck.name));
    QJsonArray cards;
    for (const auto &card : deck.cards) {
        QJsonObject o{{QLatin1String("id"), fromStd(card.id)},
                      {QLatin1String("name"), fromStd(card.name)},
                      {QLatin1String("kind"), nameOf(kKinds, card.kind)},
                      {QLatin1String("window"), nameOf(kWindows, card.window)},
                      {QLatin1String("count"), card.count}};
        if (usesDice(card.kind))
            o.insert(QLatin1String("dice"), card.dice);
        if (usesCards(card.kind))
            o.insert(QLatin1String("cards"), card.cards);
        o.insert(QLatin1String("text"), fromStd(card.text));
        cards.append(o);
    }
    doc.insert(QLatin1String("cards"), cards);
    return doc;
}

QString gwCardKindName(gw::CardKind kind)
{
    return nameOf(kKinds, kind);
}

std::optional<gw::CardKind> gwCardKind(const QString &name)
{
    return valueOf(kKinds, name);
}

QString gwWindowName(gw::Window window)
{
    return nameOf(kWindows, window);
}

std::optional<gw::Window> gwWindow(const QString &name)
{
    return valueOf(kWindows, name);
}

QString gwCardParameter(gw::CardKind kind)
{
    if (usesDice(kind))
        return QStringLiteral("dice");
    if (usesCards(kind))
        return QStringLiteral("cards");
    return {};
}

QJsonObject gwRulesetToJson(const gw::Ruleset &rules)
{
    QJsonObject doc = documentHeader("starboard.gw-ruleset");
    doc.insert(QLatin1String("id"), fromStd(rules.id));
    doc.insert(QLatin1String("name"), fromStd(rules.name));
    for (const auto &number : kRulesetNumbers)
        doc.insert(QLatin1String(number.key), rules.*number.member);
    doc.insert(QLatin1String("tieRule"), nameOf(kTieRules, rules.tieRule));
    if (!rules.deck.empty())
        doc.insert(QLatin1String("deck"), fromStd(rules.deck));
    return doc;
}

} // namespace starboard::data
