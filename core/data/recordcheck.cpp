#include "recordcheck.h"

#include "ai/agent.h"
#include "engine/record.h"
#include "engine/registry.h"
#include "internal.h"

#include <algorithm>

namespace starboard::data {

std::optional<CheckedRecord> checkRecord(const QString &path, QStringList &errors)
{
    auto record = loadRecord(path, errors);
    if (!record)
        return std::nullopt;
    return checkRecord(std::move(*record), path, errors);
}

std::optional<CheckedRecord> checkRecord(RecordFile record, const QString &path,
                                         QStringList &errors)
{
    const qsizetype before = errors.size();
    const Where root{path, QString()};
    const std::string &id = record.record.gameId;
    const QString gameId = QString::fromStdString(id);
    const GameRegistration *registration = builtinGames().find(id);
    if (!registration) {
        addError(errors, root / QStringLiteral("game"), unknownGameMessage(gameId));
        return std::nullopt;
    }
    const GameInfo &info = registration->info;
    if (record.numPlayers < info.minPlayers || record.numPlayers > info.maxPlayers) {
        addError(errors, root / QStringLiteral("players"),
                 //: A mistake in a saved game file. %1: the game's identifier; %2 and %3: the
                 //: fewest and most players it allows; %n: the number of players given.
                 Msg::tr("%1 is played by %2 to %3 players, not %n", nullptr, record.numPlayers)
                     .arg(gameId)
                     .arg(info.minPlayers)
                     .arg(info.maxPlayers));
    }
    const std::vector<std::string> levels = agentNames(id);
    for (std::size_t i = 0; i < record.seats.size(); ++i) {
        const RecordSeat &seat = record.seats[i];
        if (seat.human ||
            std::find(levels.begin(), levels.end(), seat.level.toStdString()) != levels.end())
            continue;
        QStringList known;
        for (const auto &name : levels)
            known.append(QString::fromStdString(name));
        addError(errors, root / QStringLiteral("seats") / qsizetype(i) / QStringLiteral("level"),
                 //: A mistake in a saved game file. %1: the computer player given; %2: those
                 //: this game has, e.g. 'beginner, standard, strong, expert, random'.
                 Msg::tr("unknown computer player '%1' (known: %2)")
                     .arg(seat.level, known.join(QLatin1String(", "))));
    }
    if (errors.size() != before)
        return std::nullopt;

    const auto content = contentFromDocuments(id, record.content, path, errors);
    if (!content)
        return std::nullopt;
    std::shared_ptr<Game> game = registration->create(content, record.numPlayers);
    if (!game) {
        addError(errors, root / QStringLiteral("content"),
                 //: A mistake in a saved game file. %1: the game's identifier.
                 Msg::tr("the content does not fit the game %1").arg(gameId));
        return std::nullopt;
    }
    std::unique_ptr<State> state = game->newInitialState();
    const auto &actions = record.record.actions;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        std::string why;
        if (!state->applyAction(actions[i], &why)) {
            addError(
                errors, root / QStringLiteral("actions") / qsizetype(i),
                //: A mistake in a saved game file. %1: the action (a number); %2: the
                //: game's reason, in English.
                Msg::tr("the game does not allow action %1 here (%2)")
                    .arg(actions[i])
                    .arg(why.empty() ? Msg::tr("no reason given") : QString::fromStdString(why)));
            return std::nullopt;
        }
    }
    if (const std::string broken = state->checkInvariants(); !broken.empty()) {
        addError(errors, root / QStringLiteral("actions"),
                 //: A mistake in a saved game file: the position after the last action is
                 //: impossible. %1: the engine's explanation, in English.
                 Msg::tr("the replayed position breaks a rule of the game: %1")
                     .arg(QString::fromStdString(broken)));
        return std::nullopt;
    }
    return CheckedRecord{std::move(record), std::move(game), std::move(state)};
}

QStringList checkFile(const QString &path)
{
    QStringList errors;
    const auto doc = readDocument(path, QString(), errors);
    if (!doc)
        return errors;
    // Content is checked as the Workshop checks it: on its own and with the shipped files of
    // its game (the game refuses a ruleset whose Things are not in the Things it loads).
    if (doc->value(QLatin1String("format")) != QLatin1String("starboard.record"))
        return validateWithCompanions(*doc, path, {});
    if (auto record = recordFromJson(*doc, path, errors))
        checkRecord(std::move(*record), path, errors);
    return errors;
}

} // namespace starboard::data
