#pragma once

// The data layer: JSON files <-> the engine's plain structs (QtCore only).
//
// Every file is a JSON object with "format": "starboard.<kind>" and an integer
// "formatVersion". Every error is one string, "file: /json/pointer: message", or for
// malformed JSON "file:line:column: message". A loader returns all the errors it finds,
// not just the first.

#include "engine/game.h"
#include "engine/record.h"
#include "games/galaxy-of-d/content.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace starboard::data {

// Limits on what a loader accepts (refused with a clear message).
inline constexpr qint64 kMaxFileBytes = 8 * 1024 * 1024;
inline constexpr int kMaxNesting = 32;

// The kinds of file and the formatVersion this build writes (and the newest it reads).
// "starboard.galaxy", "starboard.ships", "starboard.things", "starboard.ruleset",
// "starboard.record".
int currentFormatVersion(const QString &format);

// Reads `path` (a file path or a ":/..." resource) into a JSON object, checking size,
// syntax (with line:column), nesting, the "format" (must equal `expectedFormat` when that
// is not empty) and "formatVersion" (a newer version than this build reads is refused).
// `displayName` is the name used in messages (defaults to path).
std::optional<QJsonObject> readDocument(const QString &path, const QString &expectedFormat,
                                        QStringList &errors, const QString &displayName = {});
// The same from bytes already in memory.
std::optional<QJsonObject> parseDocument(const QByteArray &bytes, const QString &displayName,
                                         const QString &expectedFormat, QStringList &errors);

// Galaxy of D loaders. Each fills `out` and returns true, or appends errors and returns
// false. `file` is the name used in messages.
bool loadGalaxy(const QJsonObject &doc, const QString &file, god::Galaxy &out,
                QStringList &errors);
bool loadShips(const QJsonObject &doc, const QString &file, std::vector<god::ShipType> &out,
               QStringList &errors);
bool loadThings(const QJsonObject &doc, const QString &file, std::vector<god::ThingType> &out,
                QStringList &errors);
bool loadRuleset(const QJsonObject &doc, const QString &file, god::Ruleset &out,
                 QStringList &errors);
// Cross-file checks (pirate ship ids exist in the ship table, quick-setup Things exist,
// fixed Things name known Thing ids, ...). `where` names the files for the messages.
bool checkGodContent(const god::Content &content, QStringList &errors);

// Which files make up a game's content. Empty strings mean the shipped defaults
// (resources/data/<game-id>/, compiled in as ":/data/<game-id>/...").
struct ContentFiles
{
    QString galaxy;
    QString ships;
    QString things;
    QString ruleset;
};

// Loads the content of a registered game; nullptr with errors when anything is invalid.
std::shared_ptr<const GameContent> loadContent(const std::string &gameId,
                                               const ContentFiles &files, QStringList &errors);
// The same content as JSON documents, keyed "galaxy", "ships", "things", "ruleset", as
// stored in a game record so that a record replays without the original files.
std::optional<QJsonObject> contentDocuments(const std::string &gameId, const ContentFiles &files,
                                            QStringList &errors);
std::shared_ptr<const GameContent> contentFromDocuments(const std::string &gameId,
                                                        const QJsonObject &documents,
                                                        const QString &file, QStringList &errors);

// Validates any Starboard file, choosing the loader by its "format". Returns the errors
// (empty when the file is valid).
QStringList validateFile(const QString &path);

// A saved game / game record file ("starboard.record").
struct RecordFile
{
    GameRecord record;
    int numPlayers = 2;
    QJsonObject content; // contentDocuments() of the game
};

bool saveRecord(const QString &path, const RecordFile &file, QString &error); // atomic
std::optional<RecordFile> loadRecord(const QString &path, QStringList &errors);
QJsonObject recordToJson(const RecordFile &file);
std::optional<RecordFile> recordFromJson(const QJsonObject &doc, const QString &file,
                                         QStringList &errors);

} // namespace starboard::data
