#pragma once

// "Play It" never throws away a game in progress: before the Workshop starts a game in the
// app's session, a game that is still being played there is put aside (saved into a
// folder of its own, so that "Open saved game" brings it back) once the user agrees.

#include <QString>

class QWidget;

namespace starboard {
class GameSession;
}

namespace starboard::editor {

// True when a new game may replace the session's game: there is none, it is over, or the
// user agreed and it was saved as `keptFile` in `folder` (created when missing). False
// when the user said no or the game could not be saved (the user is told why); the
// session is left as it was either way.
bool putAsideGameInProgress(QWidget *parent, GameSession &session, const QString &folder,
                            QString *keptFile = nullptr);

} // namespace starboard::editor
