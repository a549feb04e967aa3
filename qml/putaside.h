#pragma once

// Nothing the player made is thrown away by starting or opening another game: a game in
// progress is first saved into a folder of its own ("Games put aside", beside the
// autosave), from which "Open saved game" brings it back. Used by the new-game dialog,
// "Open saved game" (AppSettings::putAsideGameInProgress) and the Workshop's "Play It"
// (editor/playitguard.h, which asks first).

#include <QString>

namespace starboard {

class GameSession;

// QStandardPaths::AppDataLocation + "/Games put aside".
QString gamesPutAsideFolder();
// The name a game of `session` put aside now in `folder` is saved as: "<game id>
// <yyyy-MM-dd hh-mm-ss>.json", with " (2)", " (3)"... when that file is there already.
QString putAsideFileName(const GameSession &session, const QString &folder);
// Saves the session's game in `folder` (made when missing) as `name` (by default
// putAsideFileName()): "" and the path in *kept, or the reason it could not be saved.
QString putAside(GameSession &session, const QString &folder, QString *kept = nullptr,
                 const QString &name = {});

} // namespace starboard
