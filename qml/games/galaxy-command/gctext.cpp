#include "gctext.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <array>
#include <memory>

#include "games/galaxy-command/gc_game.h"

namespace {

// The texts of Galaxy Command's board and log (context "GalaxyCommand").
struct GalaxyCommand
{
    Q_DECLARE_TR_FUNCTIONS(GalaxyCommand)
};

// The shipped content's English names and texts, for lupdate (context
// "GalaxyCommandContent"). tst_gc_controller checks that every name and text in
// resources/data/galaxy-command is here.
const char *const kContentStrings[] = {
    //: Galaxy Command: the name of the card deck content file, seen in the Workshop and the game's
    //: setup.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Galaxy Command deck"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Canopus"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Rigel"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Deneb"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Alpha Centauri"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Barnard's Star"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Sirius"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Tau Ceti"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Epsilon Eridani"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Procyon"),
    //: Galaxy Command: the name of an event card (a wrecked ship found: gain metal). Seen on the
    //: card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Derelict Ship"),
    //: Galaxy Command: the name of an event card (the workers strike: no production next turn).
    //: Seen on the card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Strike"),
    //: Galaxy Command: the name of an event card (an asteroid mined: gain wealth). Seen on the
    //: card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Asteroid"),
    //: Galaxy Command: the name of an event card (a revolt against one of your systems). Seen on
    //: the card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Revolt"),
    //: Galaxy Command: the name of an event card (a big invasion against one of your systems). Seen
    //: on the card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Large Invasion Force"),
    //: Galaxy Command: the name of an event card (new colonists: gain a resource). Seen on the
    //: card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Peaceful Colonization"),
    //: Galaxy Command: the name of an event card (a small invasion against one of your systems).
    //: Seen on the card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Small Invasion Force"),
    //: Galaxy Command: the name of an event card (nothing happens this year). Seen on the card's
    //: title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Peace and Quiet"),
    //: Galaxy Command: the name of a red alert card (pirates raid your storage). Seen on the card's
    //: title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Pirate Raid"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Wolf 359"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Lalande 21185"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Ross 128"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Luyten's Star"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Kapteyn's Star"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Gliese 581"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Altair"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Fomalhaut"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Regulus"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Proxima"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Ross 154"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Struve 2398"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Groombridge 34"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Epsilon Indi"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Tau Bootis"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Van Maanen's Star"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Eta Cassiopeiae"),
    //: Galaxy Command: the name of a near system card (a real star). Seen on the card, in the log
    //: and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Delta Pavonis"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Betelgeuse"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Vega"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Antares"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Aldebaran"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Arcturus"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Polaris"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Spica"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Achernar"),
    //: Galaxy Command: the name of a distant system card (a real star). Seen on the card, in the
    //: log and the rules; use your language's usual name for the star, or keep it.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Capella"),
    //: Galaxy Command: the name of an event card (a big revolt). Seen on the card's title (short),
    //: in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Major Revolt"),
    //: Galaxy Command: the name of an event card (a strike of all workers). Seen on the card's
    //: title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "General Strike"),
    //: Galaxy Command: the name of an event card (a fleet that salvages wrecks: gain a resource).
    //: Seen on the card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Salvage Fleet"),
    //: Galaxy Command: the name of an event card (mining: gain a resource). Seen on the card's
    //: title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Extract Resources"),
    //: Galaxy Command: the name of an event card (nothing happens this year). Seen on the card's
    //: title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Quiet Year"),
    //: Galaxy Command: the name of an event card (a leader who leads an invasion). Seen on the
    //: card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Siren Leader"),
    //: Galaxy Command: the name of a red alert card (the army seizes power: lose military strength
    //: on a high roll). Seen on the card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Military Coup"),
    //: Galaxy Command: the name of a red alert card (saboteurs destroy storage). Seen on the card's
    //: title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Saboteurs"),
    //: Galaxy Command: the name of a red alert card (an ambush at the border: an invasion of the
    //: system aligned last). Seen on the card's title (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Border Ambush"),
    //: Galaxy Command: the name of the technologies content file (the mat on which the technologies
    //: are printed), seen in the Workshop and the game's setup.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Technology mat"),
    //: Galaxy Command: the name of a technology on the technology mat (big warships: military
    //: strength up to 5). Seen on the mat (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Capital Ships"),
    //: Galaxy Command: the rule text of the technology 'Capital Ships', seen on the technology mat.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Military strength may rise above 3, up to 5."),
    //: Galaxy Command: the name of a technology on the technology mat (bases that let you reach
    //: distant systems). Seen on the mat (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Forward Star Bases"),
    //: Galaxy Command: the rule text of the technology 'Forward Star Bases', seen on the technology
    //: mat.
    QT_TRANSLATE_NOOP(
        "GalaxyCommandContent",
        "Distant systems may be explored once every explored near system is aligned."),
    //: Galaxy Command: the name of a technology on the technology mat (robots that work during a
    //: strike). Seen on the mat (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Robot Workers"),
    //: Galaxy Command: the rule text of the technology 'Robot Workers', seen on the technology mat.
    QT_TRANSLATE_NOOP(
        "GalaxyCommandContent",
        "During a strike, collect half of your production (rounded up) instead of nothing."),
    //: Galaxy Command: the name of a technology on the technology mat (defences of your planets
    //: against invasions). Seen on the mat (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Planetary Defenses"),
    //: Galaxy Command: the rule text of the technology 'Planetary Defenses', seen on the technology
    //: mat.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "+1 to your systems' resistance against invasions."),
    //: Galaxy Command: the name of a technology on the technology mat (television that keeps people
    //: loyal: against revolts). Seen on the mat (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Hyper Television"),
    //: Galaxy Command: the rule text of the technology 'Hyper Television', seen on the technology
    //: mat.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "+1 to your systems' resistance against revolts."),
    //: Galaxy Command: the name of a technology on the technology mat (diplomacy: one explore or
    //: conquer without a roll). Seen on the mat (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Interstellar Diplomacy"),
    //: Galaxy Command: the rule text of the technology 'Interstellar Diplomacy', seen on the
    //: technology mat.
    QT_TRANSLATE_NOOP("GalaxyCommandContent",
                      "On your next turn only, one explore or conquer succeeds without a roll."),
    //: Galaxy Command: the name of a technology on the technology mat (trade between species: swap
    //: metal and wealth). Seen on the mat (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Interspecies Commerce"),
    //: Galaxy Command: the rule text of the technology 'Interspecies Commerce', seen on the
    //: technology mat.
    QT_TRANSLATE_NOOP(
        "GalaxyCommandContent",
        "Once per turn after collecting, trade 2 metal for 1 wealth or 2 wealth for 1 metal."),
    //: Galaxy Command: the name of a technology on the technology mat (banks: bigger storage). Seen
    //: on the mat (short), in the log and the rules.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Interstellar Banking"),
    //: Galaxy Command: the rule text of the technology 'Interstellar Banking', seen on the
    //: technology mat.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Metal and wealth storage rise from 3 to 5."),
    //: Galaxy Command: the name of the standard rule set (played with every card of the deck), seen
    //: in the new game dialog and the Workshop.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Full deck"),
    //: Galaxy Command: a rank at the end of the original solitaire (the worst: lowered in rank),
    //: the game's term; the result's title.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Demoted"),
    //: Galaxy Command: a rank at the end of the original solitaire (kept the rank of Commander),
    //: the game's term; the result's title.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Remain a Commander"),
    //: Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Captain),
    //: the game's term; the result's title.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Promoted to Captain"),
    //: Galaxy Command: a rank at the end of the original solitaire (raised to the rank of
    //: Commodore), the game's term; the result's title.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Promoted to Commodore"),
    //: Galaxy Command: a rank at the end of the original solitaire (raised to the rank of Admiral,
    //: the best), the game's term; the result's title.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Promoted to Admiral"),
    //: Galaxy Command: the name of the rule set of the original solitaire game (played with 18 of
    //: the cards), seen in the new game dialog and the Workshop.
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Original solitaire (18 cards)"),
};

} // namespace

namespace starboard::gc {

namespace {

QString resourceAmount(Resource resource, int amount)
{
    //: An amount of metal (a resource of Galaxy Command). %1: a number, e.g. '3 metal'. Used inside
    //: other texts of the log and the cards.
    return resource == Resource::Metal ? GalaxyCommand::tr("%1 metal").arg(amount)
                                       //: An amount of wealth (a resource of Galaxy Command). %1: a
                                       //: number, e.g. '2 wealth'. Used inside other texts of the
                                       //: log and the cards.
                                       : GalaxyCommand::tr("%1 wealth").arg(amount);
}

// Sentences joined with spaces, each ending with a full stop.
QString sentences(const QStringList &parts)
{
    QStringList out;
    for (QString part : parts) {
        part = part.trimmed();
        if (part.isEmpty())
            continue;
        if (!part.endsWith(QLatin1Char('.')) && !part.endsWith(QLatin1Char('!')) &&
            !part.endsWith(QChar(0x2026)))
            part += QLatin1Char('.');
        out << part;
    }
    return out.join(QLatin1Char(' '));
}

// How far a seat is through the game: two steps per turn taken, plus one once this
// turn's collect is behind it. Between two states, a seat collected once for each odd
// step crossed.
int progress(const GcState &s, int seat)
{
    const bool collected =
        s.activePlayer() == seat && (s.phase() == Phase::Trade || s.phase() == Phase::Build);
    return s.player(seat).turnsTaken * 2 + (collected ? 1 : 0);
}

const Card *cardAt(const GcState &s, int seat, int slot)
{
    if (seat < 0 || seat >= s.numPlayers() || slot < 0 ||
        slot >= int(s.player(seat).systems.size()))
        return nullptr;
    const int card = s.player(seat).systems[std::size_t(slot)].card;
    return card >= 0 ? &s.game().cards()[std::size_t(card)] : nullptr;
}

} // namespace

QStringList contentStrings()
{
    QStringList out;
    for (const char *text : kContentStrings)
        out << QString::fromUtf8(text);
    return out;
}

QString seatName(int seat)
{
    //: A seat's name when the player has none. %1: the seat's number from 1, e.g. 'Player 2'.
    return GalaxyCommand::tr("Player %1").arg(seat + 1);
}

QColor seatColor(int seat)
{
    static const std::array<QColor, kMaxSeats> kColors = {
        QColor(0xe0, 0x4a, 0x3f), // red
        QColor(0x3f, 0x8c, 0xe8), // blue
        QColor(0x3b, 0xb2, 0x73), // green
        QColor(0xb0, 0x72, 0xea), // violet
    };
    return kColors[std::size_t(std::clamp(seat, 0, kMaxSeats - 1))];
}

QString contentName(const std::string &englishName)
{
    return QCoreApplication::translate("GalaxyCommandContent", englishName.c_str());
}

QString cardName(const GcState &state, int card)
{
    const auto &cards = state.game().cards();
    return card >= 0 && card < int(cards.size()) ? contentName(cards[std::size_t(card)].name)
                                                 : QStringLiteral("?");
}

QJsonObject resultFacts(const GcState &state)
{
    if (!state.isTerminal())
        return {};
    if (state.numPlayers() > 1) {
        return {{QStringLiteral("empireWon"), state.empireWon()},
                {QStringLiteral("aligned"), state.alignedDistant()},
                {QStringLiteral("distantToWin"), state.distantToWin()}};
    }
    const auto &player = state.player(0);
    const int rank = state.rankIndex(0);
    const auto &ranks = state.game().rules().ranks;
    QJsonObject facts{{QStringLiteral("lost"), player.lost},
                      {QStringLiteral("conceded"), player.conceded},
                      {QStringLiteral("points"), state.score(0).total()}};
    if (rank >= 0 && rank < int(ranks.size()))
        facts.insert(QStringLiteral("rank"), QString::fromStdString(ranks[std::size_t(rank)].name));
    return facts;
}

QString resultTitle(const QJsonObject &facts)
{
    if (facts.isEmpty())
        return {};
    if (facts.contains(QLatin1String("empireWon"))) {
        return facts.value(QLatin1String("empireWon")).toBool()
                   //: Galaxy Command: the result's title when the players (all on the Empire's
                   //: side) win together.
                   ? QCoreApplication::translate("GcController", "The Empire wins")
                   : /*: Galaxy Command: the result's title when the players (all on the Empire's
                        side) lose together. */
                   QCoreApplication::translate("GcController", "The Empire loses");
    }
    if (facts.contains(QLatin1String("rank")))
        return contentName(facts.value(QLatin1String("rank")).toString().toStdString());
    //: Galaxy Command: the result's title of a player who gave up the game (in the results and the
    //: game over summary).
    return facts.value(QLatin1String("conceded")).toBool()
               ? GalaxyCommand::tr("Conceded")
               : /*: Galaxy Command: the result's title of a player whose home world revolted (out
                    of the game), in the results and the game over summary. */
               GalaxyCommand::tr("Home world lost");
}

QString resultText(const QJsonObject &facts)
{
    if (facts.isEmpty())
        return {};
    if (facts.contains(QLatin1String("empireWon"))) {
        //: Galaxy Command, the Empire's result (the players play together): %1: the distant systems
        //: aligned, %2: the number needed to win, e.g. '4 of 5 distant systems aligned'.
        return QCoreApplication::translate("GcController", "%1 of %2 distant systems aligned")
            .arg(facts.value(QLatin1String("aligned")).toInt())
            .arg(facts.value(QLatin1String("distantToWin")).toInt());
    }
    const bool lost = facts.value(QLatin1String("lost")).toBool();
    if (lost && facts.value(QLatin1String("conceded")).toBool())
        return QCoreApplication::translate("GcController", "The sector was given up.");
    if (lost)
        return QCoreApplication::translate("GcController",
                                           "The home world revolted: the game is lost.");
    // (A call in translate()'s arguments made lupdate hang: the number comes first.)
    const int points = facts.value(QLatin1String("points")).toInt();
    //: Galaxy Command: a player's result in the results list; %n: the victory points scored.
    return QCoreApplication::translate("GcController", "%n victory point(s)", nullptr, points);
}

QString resultNote(const QJsonObject &facts)
{
    if (facts.isEmpty())
        return {};
    QString text = resultText(facts);
    if (text.endsWith(QLatin1Char('.'))) // "... the game is lost." (no second full stop)
        text.chop(1);
    //: A result note: %1: the result's title (a rank such as 'Promoted to Captain', or 'The Empire
    //: wins'), %2: its detail such as '12 victory points'.
    return QCoreApplication::translate("GcController", "%1: %2.").arg(resultTitle(facts), text);
}

QString resultTitle(const GcState &state)
{
    return resultTitle(resultFacts(state));
}

QString resultText(const GcState &state)
{
    return resultText(resultFacts(state));
}

QString endNote(const State &state)
{
    const auto *s = dynamic_cast<const GcState *>(&state);
    return s ? resultNote(resultFacts(*s)) : QString();
}

QString rankName(const GcState &state, int seat)
{
    const int rank = state.rankIndex(seat);
    const auto &ranks = state.game().rules().ranks;
    if (rank < 0 || rank >= int(ranks.size()))
        return state.player(seat).conceded ? GalaxyCommand::tr("Conceded")
                                           : GalaxyCommand::tr("Home world lost");
    return contentName(ranks[std::size_t(rank)].name);
}

bool collectedBetween(const GcState &before, const GcState &after, int seat)
{
    const int a = progress(before, seat);
    const int b = progress(after, seat);
    return (b + 1) / 2 - (a + 1) / 2 > 0 && !after.player(seat).conceded;
}

int pendingEventSeat(const GcState &s)
{
    if ((s.phase() != Phase::EventTarget && s.phase() != Phase::EventRoll) ||
        s.roundEvents().empty())
        return -1;
    const auto &effects = s.roundEvents().back().effects;
    for (int seat = s.numPlayers() - 1; seat >= 0; --seat) {
        if (effects[std::size_t(seat)].affected)
            return seat;
    }
    return -1;
}

QString eventCondition(const Card &card)
{
    switch (card.event) {
    case EventKind::Revolt:
        return GalaxyCommand::tr("against the aligned system with the least resistance");
    case EventKind::Invasion:
        return GalaxyCommand::tr("against the system aligned last");
    case EventKind::Coup:
        //: Galaxy Command: who an event card strikes (on the event card and in the log). %1: a
        //: number, e.g. 'players with military strength 3 or more roll the die'.
        return GalaxyCommand::tr("players with military strength %1 or more roll the die")
            .arg(card.threshold);
    case EventKind::Raid:
        return card.years[0].resource == Resource::Metal
                   ? /*: Galaxy Command: who a raid strikes (on the event card and in the log). %1:
                        a number of metal, e.g. 'players with 3 or more metal in storage'. */
                   GalaxyCommand::tr("players with %1 or more metal in storage").arg(card.threshold)
                   //: Galaxy Command: who a raid strikes (on the event card and in the log). %1: a
                   //: number of wealth, e.g. 'players with 3 or more wealth in storage'.
                   : GalaxyCommand::tr("players with %1 or more wealth in storage")
                         .arg(card.threshold);
    case EventKind::Ambush:
        //: Galaxy Command: who a border ambush strikes (on the event card and in the log). %1: a
        //: military strength, e.g. 'players with military strength 1 or less, ...'.
        return GalaxyCommand::tr("players with military strength %1 or less, against the system "
                                 "aligned last")
            .arg(card.threshold);
    default:
        return {};
    }
}

QString eventYearText(const Card &card, int year)
{
    const auto &y = card.years[std::size_t(std::clamp(year, 1, 2) - 1)];
    switch (card.event) {
    case EventKind::Resource:
        return y.resource == Resource::Metal
                   ? /*: Galaxy Command: an event card's effect for the year (on the card and in the
                        log). %1: a number, e.g. 'add 2 to metal storage'. */
                   GalaxyCommand::tr("add %1 to metal storage").arg(y.amount)
                   //: Galaxy Command: an event card's effect for the year (on the card and in the
                   //: log). %1: a number, e.g. 'add 2 to wealth storage'.
                   : GalaxyCommand::tr("add %1 to wealth storage").arg(y.amount);
    case EventKind::Strike:
        return GalaxyCommand::tr("no production next turn");
    case EventKind::Revolt:
        //: Galaxy Command: an event card's effect: the die roll of the revolting force gets a
        //: bonus. %1: a number, e.g. 'revolt force roll +2'.
        return GalaxyCommand::tr("revolt force roll +%1").arg(y.amount);
    case EventKind::Invasion:
    case EventKind::Ambush:
        //: Galaxy Command: an event card's effect: the die roll of the invading force gets a bonus.
        //: %1: a number, e.g. 'invasion force roll +3'.
        return GalaxyCommand::tr("invasion force roll +%1").arg(y.amount);
    case EventKind::Peace:
        //: Galaxy Command: an event card's effect for a year in which it does nothing (on the card
        //: and in the log).
        return GalaxyCommand::tr("no event");
    case EventKind::Coup:
        //: Galaxy Command: a military coup's effect (on the card and in the log). %1: how much
        //: military strength, %2: the die roll needed, e.g. 'lose 1 military strength on a roll of
        //: 4 or more'.
        return GalaxyCommand::tr("lose %1 military strength on a roll of %2 or more")
            .arg(y.amount)
            .arg(card.rollAtLeast);
    case EventKind::Raid:
        //: Galaxy Command: a raid's effect (on the card and in the log). %1: a number, e.g. 'lose 2
        //: metal'.
        return y.resource == Resource::Metal ? GalaxyCommand::tr("lose %1 metal").arg(y.amount)
                                             //: Galaxy Command: a raid's effect (on the card and in
                                             //: the log). %1: a number, e.g. 'lose 2 wealth'.
                                             : GalaxyCommand::tr("lose %1 wealth").arg(y.amount);
    case EventKind::None:
        break;
    }
    return {};
}

QString eventNote(const GcState &state, const Card &card)
{
    const auto techName = [&](Tech tech) {
        const int t = state.game().techIndex(tech);
        return t >= 0 ? contentName(state.game().technologies()[std::size_t(t)].name) : QString();
    };
    switch (card.event) {
    case EventKind::Strike:
        //: Galaxy Command: a note on the strike event card. %1: the name of the technology 'Robot
        //: Workers'.
        return GalaxyCommand::tr("with %1, collect half (rounded up) instead of nothing")
            .arg(techName(Tech::RobotWorkers));
    case EventKind::Revolt:
        //: Galaxy Command: a note on the revolt and invasion event cards. %1: the name of a
        //: technology, e.g. 'Hyper Television'.
        return GalaxyCommand::tr("+1 system resistance with %1")
            .arg(techName(Tech::HyperTelevision));
    case EventKind::Invasion:
    case EventKind::Ambush:
        return GalaxyCommand::tr("+1 system resistance with %1")
            .arg(techName(Tech::PlanetaryDefenses));
    default:
        return {};
    }
}

QString eventEffectText(const GcState &state, const Card &card, int year, int seat,
                        const EventEffect &e, bool pending)
{
    if (!e.affected)
        //: Galaxy Command: what an event card did to a player it does not strike ("Player 2: Not
        //: concerned"), on the event card and in the log.
        return GalaxyCommand::tr("Not concerned");
    if (e.homeWorldRevolt)
        return GalaxyCommand::tr(
            "No system in the Empire: the home world revolts, out of the game");
    switch (card.event) {
    case EventKind::Resource:
    case EventKind::Raid: {
        const Resource res = card.years[std::size_t(std::clamp(year, 1, 2) - 1)].resource;
        const int change = res == Resource::Metal ? e.metal : e.wealth;
        if (change == 0)
            return card.event == EventKind::Resource
                       ? GalaxyCommand::tr("Storage full: nothing added")
                       : /*: Galaxy Command: a raid's result for a player who had nothing to lose
                            ("Player 2: Nothing lost"). */
                       GalaxyCommand::tr("Nothing lost");
        //: Galaxy Command: an event's result for a player: resources gained. %1: an amount such as
        //: '2 metal' ("Player 2: +2 metal").
        return change > 0 ? GalaxyCommand::tr("+%1").arg(resourceAmount(res, change))
                          //: Galaxy Command: an event's result for a player: resources lost (the
                          //: sign is a minus). %1: an amount such as '2 wealth' ("Player 2: −2
                          //: wealth").
                          : GalaxyCommand::tr("−%1").arg(resourceAmount(res, -change));
    }
    case EventKind::Strike:
        return state.hasTech(seat, Tech::RobotWorkers)
                   ? GalaxyCommand::tr("Half production next turn (Robot Workers)")
                   : GalaxyCommand::tr("No production next turn");
    case EventKind::Peace:
        //: Galaxy Command: an event's result for a player when the event changes nothing ("Player
        //: 2: Nothing happens").
        return GalaxyCommand::tr("Nothing happens");
    case EventKind::Coup:
        if (pending || e.roll == 0)
            return GalaxyCommand::tr("Rolls the die…");
        //: Galaxy Command: a military coup's result. %1: the die roll, e.g. 5; %2: the player's
        //: military strength after it, e.g. 1.
        return e.success ? GalaxyCommand::tr("The coup succeeds (roll %1): military %2")
                               .arg(e.roll)
                               .arg(e.military)
                         //: Galaxy Command: a military coup's result. %1: the die roll, e.g. 2.
                         : GalaxyCommand::tr("The coup fails (roll %1)").arg(e.roll);
    case EventKind::Revolt:
    case EventKind::Invasion:
    case EventKind::Ambush: {
        if (e.slot < 0) {
            if (pending)
                return GalaxyCommand::tr("A system of least resistance is drawn…");
            return GalaxyCommand::tr("No system in the Empire: no effect");
        }
        const auto *target = cardAt(state, seat, e.slot);
        const QString name = target ? contentName(target->name) : QStringLiteral("?");
        if (pending || e.roll == 0)
            //: Galaxy Command: a revolt or invasion before its die is rolled. %1: the name of the
            //: system attacked, e.g. 'Sirius'.
            return GalaxyCommand::tr("%1 is attacked…").arg(name);
        //: Galaxy Command: the sum of a revolt's or invasion's attack. %1: the die roll, %2: the
        //: event's force, %3: the total, %4: the system's resistance, e.g. '4 + force 2 = 6 against
        //: 5'.
        const QString sum = GalaxyCommand::tr("%1 + force %2 = %3 against %4")
                                .arg(e.roll)
                                .arg(e.force)
                                .arg(e.roll + e.force)
                                .arg(e.resistance);
        if (card.event == EventKind::Revolt)
            return e.success ? /*: Galaxy Command: a revolt's result. %1: the system's name, e.g.
                                  'Sirius'; %2: the sum, e.g. '4 + force 2 = 6 against 5'. */
                       GalaxyCommand::tr("%1 revolts and leaves the Empire (%2)").arg(name, sum)
                             //: Galaxy Command: a revolt's result. %1: the system's name, e.g.
                             //: 'Sirius'; %2: the sum, e.g. '2 + force 2 = 4 against 5'.
                             : GalaxyCommand::tr("%1 stays loyal (%2)").arg(name, sum);
        //: Galaxy Command: an invasion's result. %1: the system's name, e.g. 'Sirius'; %2: the sum,
        //: e.g. '4 + force 2 = 6 against 5'.
        return e.success ? GalaxyCommand::tr("%1 falls to the invaders (%2)").arg(name, sum)
                         //: Galaxy Command: an invasion's result. %1: the system's name, e.g.
                         //: 'Sirius'; %2: the sum, e.g. '2 + force 2 = 4 against 5'.
                         : GalaxyCommand::tr("%1 repels the invasion (%2)").arg(name, sum);
    }
    case EventKind::None:
        break;
    }
    return {};
}

QString attackText(const GcState &state, const AttackReport &a, const QString &systemName)
{
    if (a.seat < 0)
        return {};
    if (a.diplomacy)
        return GalaxyCommand::tr("Interstellar Diplomacy: aligned without a roll");
    //: Galaxy Command: the sum of a player's attack on a system (explore or conquer). %1: the die
    //: roll, %2: the player's military strength, %3: the total, %4: the system's resistance, e.g.
    //: '4 + military 2 = 6 against 5'.
    QString sum = GalaxyCommand::tr("%1 + military %2 = %3 against %4")
                      .arg(a.roll)
                      .arg(a.military)
                      .arg(a.roll + a.military)
                      .arg(a.resistance);
    if (!systemName.isEmpty())
        //: Galaxy Command: an attack's sum with the system attacked. %1: the sum such as '4 +
        //: military 2 = 6 against 5', %2: the system's name, e.g. 'Sirius'.
        sum = GalaxyCommand::tr("%1 (%2)").arg(sum, systemName);
    if (a.success)
        //: Galaxy Command: an attack's result: the system joins the Empire. %1: the sum, e.g. '4 +
        //: military 2 = 6 against 5 (Sirius)'.
        return GalaxyCommand::tr("%1: aligned").arg(sum);
    if (a.military > 0)
        //: Galaxy Command: a failed attack. %1: the sum, e.g. '2 + military 2 = 4 against 5
        //: (Sirius)'; %2: the player's military strength after it, e.g. 1.
        return GalaxyCommand::tr("%1: not aligned, military strength falls to %2")
            .arg(sum)
            .arg(state.player(a.seat).military);
    //: Galaxy Command: a failed attack. %1: the sum, e.g. '2 + military 0 = 2 against 5 (Sirius)'.
    return GalaxyCommand::tr("%1: not aligned").arg(sum);
}

QString collectText(const CollectReport &c)
{
    if (c.strike && !c.halved)
        return GalaxyCommand::tr("collects nothing (strike)");
    //: Galaxy Command: what a player collects. %1: an amount of metal such as '2 metal', %2: an
    //: amount of wealth such as '1 wealth'.
    const QString what = GalaxyCommand::tr("%1 and %2")
                             .arg(resourceAmount(Resource::Metal, c.metal),
                                  resourceAmount(Resource::Wealth, c.wealth));
    QString text = c.halved ? /*: Galaxy Command, log: a player collects during a strike thanks to
                                 the technology Robot Workers. %1: what, e.g. '1 metal and 1
                                 wealth'. Follows the player's name ("Player 1 collects ..."). */
                       GalaxyCommand::tr("collects half (strike, Robot Workers): %1").arg(what)
                            //: Galaxy Command, log: follows the player's name ("Player 1 collects 2
                            //: metal and 1 wealth"). %1: what is collected.
                            : GalaxyCommand::tr("collects %1").arg(what);
    if (c.wasted > 0)
        //: Galaxy Command, log: %1: what was collected, e.g. 'collects 2 metal and 1 wealth'; %n:
        //: how many resources were lost because the storage was full.
        text = GalaxyCommand::tr("%1 (%n lost to full storage)", nullptr, c.wasted).arg(text);
    return text;
}

std::optional<Action> concedeAction(int seat)
{
    if (seat < 0 || seat >= kMaxSeats)
        return std::nullopt;
    return makeAction(ActionKind::Concede, seat);
}

QStringList eventChanges(const GcState &before, const GcState &after, bool drawn)
{
    QStringList lines;
    if (after.roundEvents().empty())
        return lines;
    // The report this step added (a card turned over) or went on with (a target, a roll).
    const std::size_t index =
        drawn ? after.roundEvents().size() - 1 : before.roundEvents().size() - 1;
    if (before.roundEvents().empty() && !drawn)
        return lines;
    if (index >= after.roundEvents().size())
        return lines;
    const auto &report = after.roundEvents()[index];
    const auto &card = after.game().cards()[std::size_t(report.card)];
    if (card.event == EventKind::Peace)
        return lines;
    const bool current = index + 1 == after.roundEvents().size();
    const int pendingAfter = current ? pendingEventSeat(after) : -1;
    const int pendingBefore = drawn ? -1 : pendingEventSeat(before);
    if (drawn && pendingAfter < 0 &&
        std::none_of(report.effects.begin(), report.effects.end(),
                     [](const EventEffect &e) { return e.affected; }))
        lines << GalaxyCommand::tr("Nobody is concerned");
    for (int seat = 0; seat < after.numPlayers(); ++seat) {
        const auto &e = report.effects[std::size_t(seat)];
        if (!e.affected || seat == pendingAfter)
            continue;
        if (!drawn && before.roundEvents()[index].effects[std::size_t(seat)].affected &&
            seat != pendingBefore)
            continue; // told before
        //: A line of the log or the event card: %1: a player's name, e.g. 'Player 2'; %2: what
        //: happened to that player, e.g. '+2 metal'.
        lines << GalaxyCommand::tr("%1: %2").arg(
            seatName(seat), eventEffectText(after, card, report.year, seat, e, false));
    }
    return lines;
}

QString describeAction(const State &state, Action action)
{
    const auto *s = dynamic_cast<const GcState *>(&state);
    if (!s)
        return QString::fromStdString(state.actionToString(action));
    const auto &g = s->game();
    const auto kind = actionKind(action);
    const int payload = actionPayload(action);
    const std::unique_ptr<State> clone = s->clone();
    auto *after = static_cast<GcState *>(clone.get());
    if (!after->applyAction(action))
        return QString::fromStdString(s->actionToString(action));

    const int active = s->activePlayer();
    const QString who = seatName(active);
    QStringList parts;

    switch (kind) {
    case ActionKind::Reveal: {
        const auto &card = g.cards()[std::size_t(payload)];
        //: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'; %2: the system card turned
        //: over, e.g. 'Sirius'; %3: its resistance, a number.
        parts << GalaxyCommand::tr("%1 turns over %2 (resistance %3)")
                     .arg(who, contentName(card.name))
                     .arg(card.resistance);
        if (after->lastAttack().diplomacy && after->lastAttack().seat == active)
            parts << attackText(*after, after->lastAttack());
        break;
    }
    case ActionKind::DieRoll:
        if (s->phase() == Phase::AttackRoll) {
            const auto &a = after->lastAttack();
            const auto *card = cardAt(*after, a.seat, a.slot);
            //: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'; %2: the attack's sum and
            //: result, e.g. '4 + military 2 = 6 against 5 (Sirius): aligned'.
            parts << GalaxyCommand::tr("%1 rolls %2")
                         .arg(who,
                              attackText(*after, a, card ? contentName(card->name) : QString()));
        } else {
            parts << eventChanges(*s, *after, false);
        }
        break;
    case ActionKind::DrawEvent: {
        const auto &card = g.cards()[std::size_t(payload)];
        const QString name = contentName(card.name);
        const QString effect = eventYearText(card, s->year());
        if (card.kind == CardKind::RedAlert)
            //: Galaxy Command, log: a red alert card drawn. %1: the card's name, e.g. 'Pirate
            //: Raid'; %2: who it strikes, e.g. 'players with 3 or more metal in storage'; %3: its
            //: effect, e.g. 'lose 2 metal'.
            parts << GalaxyCommand::tr("Red alert: %1 - %2: %3")
                         .arg(name, eventCondition(card), effect);
        else if (s->redAlertPending())
            parts
                //: Galaxy Command, log: an event card drawn in place of a red alert. %1: the card's
                //: name, e.g. 'Strike'; %2: its effect for the year, e.g. 'add 2 to metal storage'.
                << GalaxyCommand::tr("Event in place of the red alert: %1 - %2").arg(name, effect);
        else
            //: Galaxy Command, log: an event card drawn. %1: the card's name, e.g. 'Derelict Ship';
            //: %2: its effect for the year, e.g. 'add 2 to metal storage'.
            parts << GalaxyCommand::tr("Event: %1 - %2").arg(name, effect);
        parts << eventChanges(*s, *after, true);
        break;
    }
    case ActionKind::PickTarget: {
        const int seat = pendingEventSeat(*s);
        const auto *card = cardAt(*after, seat, payload);
        if (card)
            //: Galaxy Command, log: %1: a player's name, e.g. 'Player 2'; %2: the system struck,
            //: e.g. 'Sirius'; %3: its resistance, a number.
            parts << GalaxyCommand::tr(
                         "The revolt against %1 strikes %2 (resistance %3), drawn among "
                         "the systems of least resistance")
                         .arg(seatName(seat), contentName(card->name))
                         .arg(card->resistance);
        break;
    }
    case ActionKind::Explore:
        parts << (s->player(active).systems[std::size_t(payload)].distant
                      ? /*: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'. */
                      GalaxyCommand::tr("%1 explores a distant system")
                      : /*: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'. */
                      GalaxyCommand::tr("%1 explores a near system"))
                     .arg(who);
        break;
    case ActionKind::Conquer: {
        if (const auto *card = cardAt(*s, active, payload))
            //: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'; %2: the system attacked,
            //: e.g. 'Sirius'; %3: its resistance, a number.
            parts << GalaxyCommand::tr("%1 attacks %2 (resistance %3) to conquer it")
                         .arg(who, contentName(card->name))
                         .arg(card->resistance);
        if (after->lastAttack().diplomacy && after->lastAttack().seat == active &&
            after->lastAttack().slot == payload)
            parts << attackText(*after, after->lastAttack());
        break;
    }
    case ActionKind::Bide:
        //: Galaxy Command, log: the player does nothing on the first step of the turn (neither
        //: explore nor conquer): 'bide time' is the game's term. %1: a player's name, e.g. 'Player
        //: 1'.
        parts << GalaxyCommand::tr("%1 bides time").arg(who);
        break;
    case ActionKind::Trade: {
        const auto &r = g.rules();
        //: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'; %2 and %3: numbers, e.g.
        //: 'trades 2 metal for 1 wealth'.
        parts << (payload == 0 ? GalaxyCommand::tr("%1 trades %2 metal for %3 wealth")
                               : /*: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'; %2
                                    and %3: numbers, e.g. 'trades 2 wealth for 1 metal'. */
                      GalaxyCommand::tr("%1 trades %2 wealth for %3 metal"))
                     .arg(who)
                     .arg(r.commerceGive)
                     .arg(r.commerceGet);
        break;
    }
    case ActionKind::NoTrade:
        //: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'.
        parts << GalaxyCommand::tr("%1 does not trade").arg(who);
        break;
    case ActionKind::Build:
        //: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'; %2: the player's military
        //: strength after building, e.g. 3.
        parts << GalaxyCommand::tr("%1 builds military strength, now %2")
                     .arg(who)
                     .arg(after->player(active).military);
        break;
    case ActionKind::Discover: {
        const auto &t = g.technologies()[std::size_t(payload)];
        //: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'; %2: a technology, e.g. 'Robot
        //: Workers'; %3: its price, a number.
        parts << GalaxyCommand::tr("%1 discovers %2 for %3 wealth")
                     .arg(who, contentName(t.name))
                     .arg(t.cost);
        break;
    }
    case ActionKind::EndTurn:
        //: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'.
        parts << GalaxyCommand::tr("%1 ends the turn").arg(who);
        break;
    case ActionKind::Concede:
        //: Galaxy Command, log: the player gives up the game. %1: a player's name, e.g. 'Player 1'.
        parts << GalaxyCommand::tr("%1 concedes").arg(seatName(payload));
        break;
    }

    // What followed on its own: collecting (also for a turn with nothing to explore or
    // conquer, where the player bides time), the new year.
    const bool attackStep = kind == ActionKind::Bide || kind == ActionKind::Reveal ||
                            kind == ActionKind::Conquer ||
                            (kind == ActionKind::DieRoll && s->phase() == Phase::AttackRoll);
    for (int seat = 0; seat < s->numPlayers(); ++seat) {
        if (kind == ActionKind::Concede && seat == payload)
            continue;
        if (!collectedBetween(*s, *after, seat))
            continue;
        if (!(attackStep && seat == active))
            //: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'. 'Bide time' is the game's
            //: term for doing nothing on the first step of a turn.
            parts << GalaxyCommand::tr("%1 has nothing to explore or conquer and bides time")
                         .arg(seatName(seat));
        //: Galaxy Command, log: %1: a player's name, e.g. 'Player 1'; %2: what the player collects,
        //: e.g. 'collects 2 metal and 1 wealth'. Change the order if your language needs to.
        parts << GalaxyCommand::tr("%1 %2").arg(seatName(seat),
                                                collectText(after->lastCollect(seat)));
    }
    if (after->year() > s->year())
        //: Galaxy Command, log: %1: the year (round) of the game that begins, e.g. 2; %n: how many
        //: event cards will be drawn this year.
        parts << GalaxyCommand::tr("Year %1 begins: %n event(s) to come", nullptr,
                                   after->eventsLeft())
                     .arg(after->year());
    return sentences(parts);
}

QString refusalText(const GcState &state, Action action)
{
    const std::string english = state.refusal(action);
    if (english.empty())
        return {};
    const auto &g = state.game();
    const auto &r = g.rules();
    const int payload = actionPayload(action);
    const int seat = state.activePlayer();
    const bool validTech = payload >= 0 && payload < int(g.technologies().size());
    auto techName = [&](Tech tech) {
        const int t = g.techIndex(tech);
        return t >= 0 ? contentName(g.technologies()[std::size_t(t)].name) : QString();
    };
    if (english == "the game is over")
        return GalaxyCommand::tr("The game is over.");
    if (english == "that player is already out of the game")
        return GalaxyCommand::tr("That player is already out of the game.");
    if (english == "not a possible chance outcome now")
        return GalaxyCommand::tr("Wait for the die and the cards.");
    if (english == "explore, conquer and bide time are the first step of a turn")
        return GalaxyCommand::tr("Explore, conquer and bide time are the first step of a turn.");
    if (english == "no such system card")
        return GalaxyCommand::tr("There is no such system card.");
    if (english == "that system is already explored")
        return GalaxyCommand::tr("This system is already explored.");
    if (english == "distant systems need Forward Star Bases")
        //: Galaxy Command: why a move is not allowed. %1: the name of the technology 'Forward Star
        //: Bases'.
        return GalaxyCommand::tr("Distant systems need %1.").arg(techName(Tech::ForwardStarBases));
    if (english == "distant systems wait until every explored near system is aligned")
        return GalaxyCommand::tr(
            "Distant systems wait until every explored near system is aligned.");
    if (english == "conquer an explored system; explore this one first")
        return GalaxyCommand::tr("This system is face down: explore it first.");
    if (english == "that system is already aligned")
        return GalaxyCommand::tr("This system is already aligned with the Empire.");
    if (english == "trading is only right after collecting, once per turn")
        return GalaxyCommand::tr("Trading is only right after collecting, once per turn.");
    if (english == "not enough to trade")
        //: Galaxy Command: why a trade is not allowed. %1: a number, e.g. 2 (metal or wealth).
        return GalaxyCommand::tr("Trading needs %1 of what you give.").arg(r.commerceGive);
    if (english == "military is built in the build step")
        return GalaxyCommand::tr("Military strength is built in the build step.");
    if (english == "military strength rises only once per turn")
        return GalaxyCommand::tr("Military strength rises only once per turn.");
    if (english == "military strength is at its limit")
        //: Galaxy Command: why military strength cannot be built. %1: the limit, a number, e.g. 3.
        return GalaxyCommand::tr("Military strength is at its limit (%1).")
            .arg(state.militaryLimit(seat));
    if (english == "military above 3 needs Capital Ships")
        //: Galaxy Command: why military strength cannot be built. %1: the limit without the
        //: technology, e.g. 3; %2: the technology's name, 'Capital Ships'.
        return GalaxyCommand::tr("Military strength above %1 needs %2.")
            .arg(r.militaryLimit)
            .arg(techName(Tech::CapitalShips));
    if (english == "building military costs 1 metal and 1 wealth")
        //: Galaxy Command: why military strength cannot be built. %1 and %2: numbers.
        return GalaxyCommand::tr("Building military strength costs %1 metal and %2 wealth.")
            .arg(r.militaryMetalCost)
            .arg(r.militaryWealthCost);
    if (english == "technologies are discovered in the build step")
        return GalaxyCommand::tr("Technologies are discovered in the build step.");
    if (english == "no such technology")
        return GalaxyCommand::tr("There is no such technology.");
    if (english == "already discovered")
        return GalaxyCommand::tr("This technology is already discovered.");
    if (english == "only one technology per turn")
        return GalaxyCommand::tr("Only one technology may be discovered per turn.");
    if (english == "not enough wealth" && validTech)
        //: Galaxy Command: why a technology cannot be discovered. %1: the technology's name, e.g.
        //: 'Robot Workers'; %2: its price in wealth, a number.
        return GalaxyCommand::tr("Not enough wealth: %1 costs %2.")
            .arg(contentName(g.technologies()[std::size_t(payload)].name))
            .arg(g.technologies()[std::size_t(payload)].cost);
    if (english == "the first technology of its row comes first" && validTech) {
        const auto &t = g.technologies()[std::size_t(payload)];
        for (const auto &other : g.technologies()) {
            if (other.row == t.row && other.generation < t.generation)
                //: Galaxy Command: why a technology cannot be discovered yet. %1: the technology to
                //: discover first, %2: the technology chosen; both names such as 'Robot Workers'.
                return GalaxyCommand::tr("Discover %1 first: it comes before %2 on its row.")
                    .arg(contentName(other.name), contentName(t.name));
        }
    }
    if (english == "the turn ends after the build step")
        return GalaxyCommand::tr("The turn ends after the build step.");
    return GalaxyCommand::tr("That move is not allowed now.");
}

} // namespace starboard::gc
