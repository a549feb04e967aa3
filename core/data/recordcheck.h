#pragma once

// The one check of a game record or saved game ("starboard.record") that every tool uses:
// `starboard-cli validate` and `replay`, `starboard --load` and the game's Open and
// Continue. A file one of them accepts, all accept; a file one refuses, all refuse with the
// same messages ("file: /json/pointer: reason"). Library starboard_records (the data
// layer with the engine's games and computer players).

#include "data.h"
#include "engine/game.h"

#include <memory>
#include <optional>

namespace starboard::data {

// A record every tool accepts, replayed to its last action.
struct CheckedRecord
{
    RecordFile file;
    std::shared_ptr<Game> game;
    std::unique_ptr<State> state;
};

// Reads `path` (loadRecord()) and checks it: a registered game ("/game"), a number of
// players the game allows ("/players"), its content ("/content/..."), a known computer
// player for every computer seat ("/seats/<i>/level"), every action legal in turn
// ("/actions/<i>: the game does not allow this action here (<reason>)") and the engine's
// invariants after the last. nullopt with the messages (at most kMaxErrorsPerFile per file)
// when anything is wrong.
std::optional<CheckedRecord> checkRecord(const QString &path, QStringList &errors);
// The same on a record already read; `path` names it in the messages.
std::optional<CheckedRecord> checkRecord(RecordFile record, const QString &path,
                                         QStringList &errors);

// What `starboard-cli validate` checks: a content file as the Workshop does
// (validateWithCompanions() with the shipped files), a record as checkRecord() does.
QStringList checkFile(const QString &path);

} // namespace starboard::data
