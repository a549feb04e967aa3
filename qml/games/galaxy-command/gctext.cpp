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
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Galaxy Command deck"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Canopus"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Rigel"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Deneb"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Alpha Centauri"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Barnard's Star"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Sirius"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Tau Ceti"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Epsilon Eridani"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Procyon"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Derelict Ship"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Strike"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Asteroid"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Revolt"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Large Invasion Force"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Peaceful Colonization"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Small Invasion Force"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Peace and Quiet"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Pirate Raid"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Wolf 359"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Lalande 21185"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Ross 128"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Luyten's Star"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Kapteyn's Star"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Gliese 581"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Altair"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Fomalhaut"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Regulus"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Proxima"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Ross 154"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Struve 2398"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Groombridge 34"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Epsilon Indi"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Tau Bootis"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Van Maanen's Star"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Eta Cassiopeiae"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Delta Pavonis"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Betelgeuse"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Vega"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Antares"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Aldebaran"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Arcturus"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Polaris"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Spica"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Achernar"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Capella"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Major Revolt"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "General Strike"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Salvage Fleet"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Extract Resources"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Quiet Year"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Siren Leader"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Military Coup"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Saboteurs"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Border Ambush"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Technology mat"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Capital Ships"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Military strength may rise above 3, up to 5."),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Forward Star Bases"),
    QT_TRANSLATE_NOOP(
        "GalaxyCommandContent",
        "Distant systems may be explored once every explored near system is aligned."),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Robot Workers"),
    QT_TRANSLATE_NOOP(
        "GalaxyCommandContent",
        "During a strike, collect half of your production (rounded up) instead of nothing."),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Planetary Defenses"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "+1 to your systems' resistance against invasions."),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Hyper Television"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "+1 to your systems' resistance against revolts."),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Interstellar Diplomacy"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent",
                      "On your next turn only, one explore or conquer succeeds without a roll."),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Interspecies Commerce"),
    QT_TRANSLATE_NOOP(
        "GalaxyCommandContent",
        "Once per turn after collecting, trade 2 metal for 1 wealth or 2 wealth for 1 metal."),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Interstellar Banking"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Metal and wealth storage rise from 3 to 5."),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Full deck"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Demoted"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Remain a Commander"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Promoted to Captain"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Promoted to Commodore"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Promoted to Admiral"),
    QT_TRANSLATE_NOOP("GalaxyCommandContent", "Original solitaire (18 cards)"),
};

} // namespace

namespace starboard::gc {

namespace {

QString resourceAmount(Resource resource, int amount)
{
    return resource == Resource::Metal ? GalaxyCommand::tr("%1 metal").arg(amount)
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
                   ? QCoreApplication::translate("GcController", "The Empire wins")
                   : QCoreApplication::translate("GcController", "The Empire loses");
    }
    if (facts.contains(QLatin1String("rank")))
        return contentName(facts.value(QLatin1String("rank")).toString().toStdString());
    return facts.value(QLatin1String("conceded")).toBool() ? GalaxyCommand::tr("Conceded")
                                                           : GalaxyCommand::tr("Home world lost");
}

QString resultText(const QJsonObject &facts)
{
    if (facts.isEmpty())
        return {};
    if (facts.contains(QLatin1String("empireWon"))) {
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
    return QCoreApplication::translate("GcController", "%n victory point(s)", nullptr, points);
}

QString resultNote(const QJsonObject &facts)
{
    if (facts.isEmpty())
        return {};
    QString text = resultText(facts);
    if (text.endsWith(QLatin1Char('.'))) // "... the game is lost." (no second full stop)
        text.chop(1);
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
        return GalaxyCommand::tr("players with military strength %1 or more roll the die")
            .arg(card.threshold);
    case EventKind::Raid:
        return card.years[0].resource == Resource::Metal
                   ? GalaxyCommand::tr("players with %1 or more metal in storage")
                         .arg(card.threshold)
                   : GalaxyCommand::tr("players with %1 or more wealth in storage")
                         .arg(card.threshold);
    case EventKind::Ambush:
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
                   ? GalaxyCommand::tr("add %1 to metal storage").arg(y.amount)
                   : GalaxyCommand::tr("add %1 to wealth storage").arg(y.amount);
    case EventKind::Strike:
        return GalaxyCommand::tr("no production next turn");
    case EventKind::Revolt:
        return GalaxyCommand::tr("revolt force roll +%1").arg(y.amount);
    case EventKind::Invasion:
    case EventKind::Ambush:
        return GalaxyCommand::tr("invasion force roll +%1").arg(y.amount);
    case EventKind::Peace:
        return GalaxyCommand::tr("no event");
    case EventKind::Coup:
        return GalaxyCommand::tr("lose %1 military strength on a roll of %2 or more")
            .arg(y.amount)
            .arg(card.rollAtLeast);
    case EventKind::Raid:
        return y.resource == Resource::Metal ? GalaxyCommand::tr("lose %1 metal").arg(y.amount)
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
        return GalaxyCommand::tr("with %1, collect half (rounded up) instead of nothing")
            .arg(techName(Tech::RobotWorkers));
    case EventKind::Revolt:
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
                       : GalaxyCommand::tr("Nothing lost");
        return change > 0 ? GalaxyCommand::tr("+%1").arg(resourceAmount(res, change))
                          : GalaxyCommand::tr("−%1").arg(resourceAmount(res, -change));
    }
    case EventKind::Strike:
        return state.hasTech(seat, Tech::RobotWorkers)
                   ? GalaxyCommand::tr("Half production next turn (Robot Workers)")
                   : GalaxyCommand::tr("No production next turn");
    case EventKind::Peace:
        return GalaxyCommand::tr("Nothing happens");
    case EventKind::Coup:
        if (pending || e.roll == 0)
            return GalaxyCommand::tr("Rolls the die…");
        return e.success ? GalaxyCommand::tr("The coup succeeds (roll %1): military %2")
                               .arg(e.roll)
                               .arg(e.military)
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
            return GalaxyCommand::tr("%1 is attacked…").arg(name);
        const QString sum = GalaxyCommand::tr("%1 + force %2 = %3 against %4")
                                .arg(e.roll)
                                .arg(e.force)
                                .arg(e.roll + e.force)
                                .arg(e.resistance);
        if (card.event == EventKind::Revolt)
            return e.success
                       ? GalaxyCommand::tr("%1 revolts and leaves the Empire (%2)").arg(name, sum)
                       : GalaxyCommand::tr("%1 stays loyal (%2)").arg(name, sum);
        return e.success ? GalaxyCommand::tr("%1 falls to the invaders (%2)").arg(name, sum)
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
    QString sum = GalaxyCommand::tr("%1 + military %2 = %3 against %4")
                      .arg(a.roll)
                      .arg(a.military)
                      .arg(a.roll + a.military)
                      .arg(a.resistance);
    if (!systemName.isEmpty())
        sum = GalaxyCommand::tr("%1 (%2)").arg(sum, systemName);
    if (a.success)
        return GalaxyCommand::tr("%1: aligned").arg(sum);
    if (a.military > 0)
        return GalaxyCommand::tr("%1: not aligned, military strength falls to %2")
            .arg(sum)
            .arg(state.player(a.seat).military);
    return GalaxyCommand::tr("%1: not aligned").arg(sum);
}

QString collectText(const CollectReport &c)
{
    if (c.strike && !c.halved)
        return GalaxyCommand::tr("collects nothing (strike)");
    const QString what = GalaxyCommand::tr("%1 and %2")
                             .arg(resourceAmount(Resource::Metal, c.metal),
                                  resourceAmount(Resource::Wealth, c.wealth));
    QString text = c.halved
                       ? GalaxyCommand::tr("collects half (strike, Robot Workers): %1").arg(what)
                       : GalaxyCommand::tr("collects %1").arg(what);
    if (c.wasted > 0)
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
            parts << GalaxyCommand::tr("Red alert: %1 - %2: %3")
                         .arg(name, eventCondition(card), effect);
        else if (s->redAlertPending())
            parts
                << GalaxyCommand::tr("Event in place of the red alert: %1 - %2").arg(name, effect);
        else
            parts << GalaxyCommand::tr("Event: %1 - %2").arg(name, effect);
        parts << eventChanges(*s, *after, true);
        break;
    }
    case ActionKind::PickTarget: {
        const int seat = pendingEventSeat(*s);
        const auto *card = cardAt(*after, seat, payload);
        if (card)
            parts << GalaxyCommand::tr(
                         "The revolt against %1 strikes %2 (resistance %3), drawn among "
                         "the systems of least resistance")
                         .arg(seatName(seat), contentName(card->name))
                         .arg(card->resistance);
        break;
    }
    case ActionKind::Explore:
        parts << (s->player(active).systems[std::size_t(payload)].distant
                      ? GalaxyCommand::tr("%1 explores a distant system")
                      : GalaxyCommand::tr("%1 explores a near system"))
                     .arg(who);
        break;
    case ActionKind::Conquer: {
        if (const auto *card = cardAt(*s, active, payload))
            parts << GalaxyCommand::tr("%1 attacks %2 (resistance %3) to conquer it")
                         .arg(who, contentName(card->name))
                         .arg(card->resistance);
        if (after->lastAttack().diplomacy && after->lastAttack().seat == active &&
            after->lastAttack().slot == payload)
            parts << attackText(*after, after->lastAttack());
        break;
    }
    case ActionKind::Bide:
        parts << GalaxyCommand::tr("%1 bides time").arg(who);
        break;
    case ActionKind::Trade: {
        const auto &r = g.rules();
        parts << (payload == 0 ? GalaxyCommand::tr("%1 trades %2 metal for %3 wealth")
                               : GalaxyCommand::tr("%1 trades %2 wealth for %3 metal"))
                     .arg(who)
                     .arg(r.commerceGive)
                     .arg(r.commerceGet);
        break;
    }
    case ActionKind::NoTrade:
        parts << GalaxyCommand::tr("%1 does not trade").arg(who);
        break;
    case ActionKind::Build:
        parts << GalaxyCommand::tr("%1 builds military strength, now %2")
                     .arg(who)
                     .arg(after->player(active).military);
        break;
    case ActionKind::Discover: {
        const auto &t = g.technologies()[std::size_t(payload)];
        parts << GalaxyCommand::tr("%1 discovers %2 for %3 wealth")
                     .arg(who, contentName(t.name))
                     .arg(t.cost);
        break;
    }
    case ActionKind::EndTurn:
        parts << GalaxyCommand::tr("%1 ends the turn").arg(who);
        break;
    case ActionKind::Concede:
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
            parts << GalaxyCommand::tr("%1 has nothing to explore or conquer and bides time")
                         .arg(seatName(seat));
        parts << GalaxyCommand::tr("%1 %2").arg(seatName(seat),
                                                collectText(after->lastCollect(seat)));
    }
    if (after->year() > s->year())
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
        return GalaxyCommand::tr("Trading needs %1 of what you give.").arg(r.commerceGive);
    if (english == "military is built in the build step")
        return GalaxyCommand::tr("Military strength is built in the build step.");
    if (english == "military strength rises only once per turn")
        return GalaxyCommand::tr("Military strength rises only once per turn.");
    if (english == "military strength is at its limit")
        return GalaxyCommand::tr("Military strength is at its limit (%1).")
            .arg(state.militaryLimit(seat));
    if (english == "military above 3 needs Capital Ships")
        return GalaxyCommand::tr("Military strength above %1 needs %2.")
            .arg(r.militaryLimit)
            .arg(techName(Tech::CapitalShips));
    if (english == "building military costs 1 metal and 1 wealth")
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
        return GalaxyCommand::tr("Not enough wealth: %1 costs %2.")
            .arg(contentName(g.technologies()[std::size_t(payload)].name))
            .arg(g.technologies()[std::size_t(payload)].cost);
    if (english == "the first technology of its row comes first" && validTech) {
        const auto &t = g.technologies()[std::size_t(payload)];
        for (const auto &other : g.technologies()) {
            if (other.row == t.row && other.generation < t.generation)
                return GalaxyCommand::tr("Discover %1 first: it comes before %2 on its row.")
                    .arg(contentName(other.name), contentName(t.name));
        }
    }
    if (english == "the turn ends after the build step")
        return GalaxyCommand::tr("The turn ends after the build step.");
    return GalaxyCommand::tr("That move is not allowed now.");
}

} // namespace starboard::gc
