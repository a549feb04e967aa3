#include "gwtext.h"

#include "games/galactic-warfare/gw_game.h"

#include <QCoreApplication>

#include <algorithm>

namespace {

// The texts of Galactic Warfare's board and log (context "GalacticWarfare").
struct GalacticWarfare
{
    Q_DECLARE_TR_FUNCTIONS(GalacticWarfare)
};

// The shipped content's English names and texts, for lupdate (context
// "GalacticWarfareContent"). tst_gw_controller checks that every name and text in
// resources/data/galactic-warfare is here.
const char *const kContentStrings[] = {
    //: Galactic Warfare: the name of the shipped card deck (a noun phrase, seen in the Workshop).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Galactic Warfare cards"),
    //: Galactic Warfare: the name of a card (extra-dice; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Reinforcements"),
    //: Galactic Warfare: the rules text of the card "Reinforcements".
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Roll 1 more die in this battle."),
    //: Galactic Warfare: the name of a card (extra-dice; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Full Barrage"),
    //: Galactic Warfare: the rules text of the card "Full Barrage".
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Roll 2 more dice in this battle."),
    //: Galactic Warfare: the name of a card (reroll; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Second Salvo"),
    //: Galactic Warfare: the rules text of the card "Second Salvo".
    QT_TRANSLATE_NOOP("GalacticWarfareContent",
                      "Roll your dice of this battle again; the new sum counts."),
    //: Galactic Warfare: the name of a card (shield; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Deflector Shield"),
    //: Galactic Warfare: the rules text of the card "Deflector Shield".
    QT_TRANSLATE_NOOP("GalacticWarfareContent",
                      "Defender: cancel the attack. There is no battle; the attacker stays where "
                      "it was and its move is spent."),
    //: Galactic Warfare: the name of a card (extra-charge; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Afterburners"),
    //: Galactic Warfare: the rules text of the card "Afterburners".
    QT_TRANSLATE_NOOP("GalacticWarfareContent",
                      "After your move: one of your ships makes one more charge."),
    //: Galactic Warfare: the name of a card (double-charge; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Hyperdrive"),
    //: Galactic Warfare: the rules text of the card "Hyperdrive".
    QT_TRANSLATE_NOOP(
        "GalacticWarfareContent",
        "Before your move: if your move is a charge, the same ship may charge once more."),
    //: Galactic Warfare: the name of a card (backward-charge; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Reverse Thrusters"),
    //: Galactic Warfare: the rules text of the card "Reverse Thrusters".
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Before your move: this turn your move is a "
                                                "charge diagonally backward, on the battlefield."),
    //: Galactic Warfare: the name of a card (rescue-stuck; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Tractor Beam"),
    //: Galactic Warfare: the rules text of the card "Tractor Beam".
    QT_TRANSLATE_NOOP("GalacticWarfareContent",
                      "Before your move: one of your ships that can neither charge nor attack "
                      "goes back to a vacant square of your home planet, without a roll. Then "
                      "make your move."),
    //: Galactic Warfare: the name of a card (repel-invader; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Planetary Defence"),
    //: Galactic Warfare: the rules text of the card "Planetary Defence".
    QT_TRANSLATE_NOOP(
        "GalacticWarfareContent",
        "Before your move: an enemy ship in your home planet retreats to a vacant square of its "
        "own home planet that you choose, or leaves play if there is none."),
    //: Galactic Warfare: the name of a card (steal-power-up; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Saboteur"),
    //: Galactic Warfare: the rules text of the card "Saboteur".
    QT_TRANSLATE_NOOP("GalacticWarfareContent",
                      "Before your move: move one power-up from under an enemy ship to under one "
                      "of your ships that has fewer than the most allowed."),
    //: Galactic Warfare: the name of a card (cancel-card; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Jamming Signal"),
    //: Galactic Warfare: the rules text of the card "Jamming Signal".
    QT_TRANSLATE_NOOP("GalacticWarfareContent",
                      "In a battle, when your opponent plays a card: that card has no effect."),
    //: Galactic Warfare: the name of a card (fewer-dice; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Sensor Scrambler"),
    //: Galactic Warfare: the rules text of the card "Sensor Scrambler".
    QT_TRANSLATE_NOOP("GalacticWarfareContent",
                      "Your opponent rolls 1 die fewer in this battle (at least 1)."),
    //: Galactic Warfare: the name of a card (evasive-retreat; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Escape Pod"),
    //: Galactic Warfare: the rules text of the card "Escape Pod".
    QT_TRANSLATE_NOOP(
        "GalacticWarfareContent",
        "Defender, after the roll: if you lose this battle, your ship retreats to a vacant square "
        "of your home planet that you choose instead of being captured."),
    //: Galactic Warfare: the name of a card (draw-cards; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Supply Drop"),
    //: Galactic Warfare: the rules text of the card "Supply Drop".
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "After your move: draw 2 cards."),
    //: Galactic Warfare: the name of a card (win-ties; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Tactical Edge"),
    //: Galactic Warfare: the rules text of the card "Tactical Edge".
    QT_TRANSLATE_NOOP("GalacticWarfareContent",
                      "After the roll, when the sums are equal: you win the battle."),
    //: Galactic Warfare: the name of a card (hold-the-line; a title, keep it short).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Hold the Line"),
    //: Galactic Warfare: the rules text of the card "Hold the Line".
    QT_TRANSLATE_NOOP("GalacticWarfareContent",
                      "Defender: if you win this battle, you capture the attacking ship (one ship "
                      "as a power-up, the rest discarded) instead of letting it retreat."),
    //: Galactic Warfare: the name of the shipped board (a noun phrase, seen in the Workshop).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Standard board"),
    //: Galactic Warfare: the name of the shipped ruleset (a noun phrase, seen in the Workshop).
    QT_TRANSLATE_NOOP("GalacticWarfareContent", "Standard rules"),
};

// The engine's refusals (GwState::refusal()), for lupdate and refusalText().
const char *const kRefusals[] = {
    //: Galactic Warfare: why a click does nothing (a ship's move).
    QT_TRANSLATE_NOOP("GalacticWarfare", "the game is over"),
    //: Galactic Warfare: why a click does nothing (a ship's move). A dark square: the board
    //: is a checkerboard of light and dark squares; ships move on the dark ones only.
    QT_TRANSLATE_NOOP(
        "GalacticWarfare",
        "no such charge now: a charge goes diagonally forward onto a vacant dark square"),
    //: Galactic Warfare: why a click does nothing (an attack on an enemy ship).
    QT_TRANSLATE_NOOP("GalacticWarfare", "no such attack now: the target must be an enemy "
                                         "diagonally ahead with the square beyond vacant"),
    //: Galactic Warfare: why a click does nothing. A stuck ship: one at the enemy planet that
    //: cannot enter it.
    QT_TRANSLATE_NOOP("GalacticWarfare", "only a stuck ship may try to retreat, and only into "
                                         "a vacant square of its home planet"),
    //: Galactic Warfare: why a click does nothing.
    QT_TRANSLATE_NOOP("GalacticWarfare", "a player may pass only without a legal move"),
    //: Galactic Warfare: why a click on a card does nothing.
    QT_TRANSLATE_NOOP("GalacticWarfare", "that card cannot be played now"),
    //: Galactic Warfare: why a click does nothing.
    QT_TRANSLATE_NOOP("GalacticWarfare", "not a legal action now"),
};

QString sentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text + QLatin1Char('.');
}

} // namespace

namespace starboard::gw {

QStringList contentStrings()
{
    QStringList out;
    for (const char *text : kContentStrings)
        out << QString::fromUtf8(text);
    return out;
}

QString contentName(const std::string &englishName)
{
    for (const char *text : kContentStrings)
        if (englishName == text)
            return QCoreApplication::translate("GalacticWarfareContent", text);
    return QString::fromStdString(englishName);
}

QString seatName(int seat)
{
    if (seat == 0)
        //: Galactic Warfare: the side that starts at the bottom of the board (a side's name).
        return GalacticWarfare::tr("White");
    //: Galactic Warfare: the side that starts at the top of the board (a side's name).
    return GalacticWarfare::tr("Blue");
}

QColor seatColor(int seat)
{
    return seat == 0 ? QColor(0xe8, 0xec, 0xf4) : QColor(0x3f, 0x8c, 0xe8);
}

QString windowText(int window)
{
    switch (Window(window)) {
    case Window::BeforeMove:
        //: Galactic Warfare: when a card may be played (shown on the card).
        return GalacticWarfare::tr("Before your move");
    case Window::BattleBeforeRoll:
        //: Galactic Warfare: when a card may be played (shown on the card).
        return GalacticWarfare::tr("In a battle, before the roll");
    case Window::BattleAfterRoll:
        //: Galactic Warfare: when a card may be played (shown on the card).
        return GalacticWarfare::tr("In a battle, after the roll");
    case Window::Battle:
        //: Galactic Warfare: when a card may be played (shown on the card).
        return GalacticWarfare::tr("In a battle");
    case Window::AfterMove:
        //: Galactic Warfare: when a card may be played (shown on the card).
        return GalacticWarfare::tr("After your move");
    }
    return {};
}

namespace {

// What the action alone says (describeAction adds what a battle it decides came to).
QString actionText(const GwState *s, Action action)
{
    const GwGame &g = s->game();
    const auto payload = actionPayload(action);
    const int player = s->currentPlayer();
    const QString who = seatName(std::max(0, player));
    auto sq = [&](std::int64_t square) {
        return QString::fromStdString(g.squareName(int(square)));
    };
    auto cardName = [&](int type) {
        return type >= 0 && type < int(g.cards().size())
                   ? contentName(g.cards()[std::size_t(type)].name)
                   : QStringLiteral("?");
    };
    switch (actionKind(action)) {
    case ActionKind::Deal:
        if (s->phase() == Phase::Draw)
            return s->drawingSide() >= 0
                       //: Galactic Warfare log: a card drawn from the deck (not named: hands
                       //: are hidden). %1: a side, e.g. 'White' (helper 20: who drew?).
                       ? GalacticWarfare::tr("%1 draws a card.").arg(seatName(s->drawingSide()))
                       //: Galactic Warfare log: a card drawn from the deck (not named: hands
                       //: are hidden).
                       : GalacticWarfare::tr("A card is drawn.");
        {
            // The deal before the game is one line, with its last card (thirty lines of "A
            // card is dealt." filled the log, session 22).
            auto after = s->clone();
            if (after->applyAction(action) &&
                static_cast<const GwState &>(*after).phase() == Phase::Deal)
                return {};
            //: Galactic Warfare log: the cards dealt before the game (not named: hands are
            //: hidden). %n: cards in each hand.
            return GalacticWarfare::tr("Each player is dealt %n card(s).", nullptr,
                                       (s->handSize(0) + s->handSize(1) + 1) / 2);
        }
    case ActionKind::StartRoll:
        //: Galactic Warfare log: who moves first is rolled for. %1, %2: die faces 1-6, e.g.
        //: 'White rolls 5, Blue rolls 2.'
        return GalacticWarfare::tr("White rolls %1, Blue rolls %2.")
            .arg(payload / 8)
            .arg(payload % 8);
    case ActionKind::BattleRoll: {
        const int side = s->battle().toRoll.empty() ? 0 : s->battle().toRoll.front();
        //: Galactic Warfare log: a side's dice in a battle. %1: the side ('White'), %2: the
        //: sum, %3: the number of dice, e.g. 'Blue rolls 9 with 2 dice.'
        return GalacticWarfare::tr("%1 rolls %2 with %n dice.", nullptr,
                                   s->phase() == Phase::BattleRoll ? s->battleDice(side) : 1)
            .arg(seatName(side))
            .arg(payload);
    }
    case ActionKind::StuckRoll:
        return payload ?
                       //: Galactic Warfare log: a stuck ship's retreat attempt succeeds.
                   GalacticWarfare::tr("Doubles: the stuck ship may go home.")
                       //: Galactic Warfare log: a stuck ship's retreat attempt fails.
                       : GalacticWarfare::tr("No doubles: the stuck ship stays.");
    case ActionKind::Choose:
        switch (FirstChoice(payload)) {
        case FirstChoice::MoveFirst:
            //: Galactic Warfare log: %1: a side, e.g. 'White'.
            return GalacticWarfare::tr("%1 moves first.").arg(who);
        case FirstChoice::OtherFirst:
            //: Galactic Warfare log: %1, %2: sides, e.g. 'White lets Blue move first.'
            return GalacticWarfare::tr("%1 lets %2 move first.")
                .arg(who, seatName(1 - std::max(0, player)));
        case FirstChoice::Defer:
            //: Galactic Warfare log: the choice of who starts passes to the other player.
            //: %1: a side, e.g. 'White'.
            return GalacticWarfare::tr("%1 leaves the choice to the other player.").arg(who);
        }
        break;
    case ActionKind::Charge:
        //: Galactic Warfare log: a ship moves. %1: a side, %2, %3: squares, e.g. 'White
        //: charges from c2 to d3.'
        return GalacticWarfare::tr("%1 charges from %2 to %3.")
            .arg(who, sq(payload & 0xff), sq(payload >> 8 & 0xff));
    case ActionKind::Attack:
        //: Galactic Warfare log: %1: a side, %2, %3: squares, e.g. 'White attacks e5 from
        //: d4.'
        return GalacticWarfare::tr("%1 attacks %2 from %3.")
            .arg(who, sq(payload >> 8 & 0xff), sq(payload & 0xff));
    case ActionKind::TryRetreat:
        //: Galactic Warfare log: %1: a side, %2: a square, e.g. 'Blue tries to bring the stuck
        //: ship on c1 home.'
        return GalacticWarfare::tr("%1 tries to bring the stuck ship on %2 home.")
            .arg(who, sq(payload));
    case ActionKind::Pass:
        //: Galactic Warfare log: a player without a legal move. %1: a side, e.g. 'White'.
        return GalacticWarfare::tr("%1 cannot move and passes.").arg(who);
    case ActionKind::PlayCard: {
        const int type = int(payload & 0xff), a = int(payload >> 8 & 0xff),
                  b = int(payload >> 16 & 0xff);
        if (a != kNoSquare && b != kNoSquare)
            //: Galactic Warfare log: %1: a side, %2: a card's name, %3, %4: squares, e.g.
            //: 'White plays Saboteur: from f6 to c2.'
            return GalacticWarfare::tr("%1 plays %2: from %3 to %4.")
                .arg(who, cardName(type), sq(a), sq(b));
        if (a != kNoSquare)
            //: Galactic Warfare log: %1: a side, %2: a card's name, %3: a square, e.g. 'Blue
            //: plays Tractor Beam on c1.'
            return GalacticWarfare::tr("%1 plays %2 on %3.").arg(who, cardName(type), sq(a));
        //: Galactic Warfare log: %1: a side, %2: a card's name, e.g. 'Blue plays Reinforcements.'
        return GalacticWarfare::tr("%1 plays %2.").arg(who, cardName(type));
    }
    case ActionKind::NoCard:
        if (s->phase() == Phase::AfterMove)
            //: Galactic Warfare log: %1: a side, e.g. 'White'.
            return GalacticWarfare::tr("%1 ends the turn.").arg(who);
        if (s->phase() == Phase::FollowCharge)
            //: Galactic Warfare log: a player does not use the extra charge a card allowed.
            //: %1: a side, e.g. 'White'.
            return GalacticWarfare::tr("%1 makes no further charge.").arg(who);
        //: Galactic Warfare log: in a battle. %1: a side, e.g. 'White'.
        return GalacticWarfare::tr("%1 plays no card.").arg(who);
    case ActionKind::Land:
        //: Galactic Warfare log: where a retreating ship goes in its home planet. %1: a side
        //: (who chose), %2: a square, e.g. 'Blue sends the retreating ship to d0.'
        return GalacticWarfare::tr("%1 sends the retreating ship to %2.").arg(who, sq(payload));
    case ActionKind::Concede:
        //: Galactic Warfare log: %1: a side, e.g. 'Blue'.
        return GalacticWarfare::tr("%1 concedes.").arg(seatName(int(payload & 1)));
    }
    return QString::fromStdString(s->actionToString(action));
}

// A battle decided by `action` (the last answer after the roll), or a tie rolled again: one
// sentence, "" otherwise. The log said who rolled what, never who won (helper 16, session 22).
QString battleText(const GwState &before, const GwState &after)
{
    const Outcome &o = after.outcome();
    const Battle &b = before.battle();
    if (o.winner >= 0) {
        const int loser = 1 - o.winner;
        if (o.winner == b.attacker)
            //: Galactic Warfare log: a battle decided. %1: the winning (attacking) side, %2:
            //: its sum, %3: the defender's sum, %4: the square of the captured ship, e.g.
            //: 'White wins the battle, 9 against 4, and captures the ship on d5.'
            return GalacticWarfare::tr("%1 wins the battle, %2 against %3, and captures the "
                                       "ship on %4.")
                .arg(seatName(o.winner))
                .arg(o.sums[std::size_t(o.winner)])
                .arg(o.sums[std::size_t(loser)])
                .arg(QString::fromStdString(before.game().squareName(b.target)));
        //: Galactic Warfare log: a battle decided for the defender. %1: the defending side,
        //: %2: its sum, %3: the attacker's sum, e.g. 'Blue holds, 7 against 5: the attacker
        //: retreats.'
        return GalacticWarfare::tr("%1 holds, %2 against %3: the attacker retreats.")
            .arg(seatName(o.winner))
            .arg(o.sums[std::size_t(o.winner)])
            .arg(o.sums[std::size_t(loser)]);
    }
    if (after.phase() == Phase::BattleRoll && after.battle().ties > b.ties)
        //: Galactic Warfare log: both sums of a battle were equal.
        return GalacticWarfare::tr("A tie: the dice are rolled again.");
    return {};
}

} // namespace

QString describeAction(const State &state, Action action)
{
    const auto *s = dynamic_cast<const GwState *>(&state);
    if (!s)
        return QString::fromStdString(state.actionToString(action));
    QString text = actionText(s, action);
    if (s->phase() == Phase::BattleCards || s->phase() == Phase::BattleRoll) {
        auto after = s->clone();
        if (after->applyAction(action)) {
            const QString battle = battleText(*s, static_cast<const GwState &>(*after));
            if (!battle.isEmpty())
                text = text.isEmpty() ? battle : text + QLatin1Char(' ') + battle;
        }
    }
    return text;
}

std::optional<Action> concedeAction(int seat)
{
    if (seat < 0 || seat >= kSides)
        return std::nullopt;
    return makeAction(ActionKind::Concede, seat);
}

QString refusalText(const GwState &state, Action action)
{
    const std::string reason = state.refusal(action);
    if (reason.empty())
        return {};
    for (const char *text : kRefusals)
        if (reason == text)
            return sentence(GalacticWarfare::tr(text));
    return sentence(QString::fromStdString(reason));
}

} // namespace starboard::gw
