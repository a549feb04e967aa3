#pragma once

// The data layer: JSON files <-> the engine's plain structs (QtCore only).
//
// Every file is a JSON object with "format": "starboard.<kind>" and an integer
// "formatVersion". Every error is one string, "file: /json/pointer: message", or for
// malformed JSON "file:line:column: message". A loader returns all the errors it finds,
// not just the first. The pointer of the document root is written "(root)"; errors about
// the file as a whole (cannot open it, too large) are "file: message". See
// docs/data-formats.md.

#include "atomicwrite.h"
#include "engine/game.h"
#include "engine/record.h"
#include "games/galactic-warfare/content.h"
#include "games/galaxy-command/content.h"
#include "games/galaxy-fighters/content.h"
#include "games/galaxy-of-d/content.h"
#include "limits.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace starboard::data {

// Limits on what a loader accepts (refused with a clear message): limits.h.

// The kinds of file and the formatVersion this build writes (and the newest it reads).
// "starboard.galaxy", "starboard.ships", "starboard.things", "starboard.ruleset" (Galaxy
// of D), "starboard.gc-deck", "starboard.gc-technologies", "starboard.gc-ruleset" (Galaxy
// Command), "starboard.gf-spawn-deck", "starboard.gf-ships", "starboard.gf-equipment",
// "starboard.gf-ruleset" (Galaxy Fighters), "starboard.gw-board", "starboard.gw-cards",
// "starboard.gw-ruleset" (Galactic Warfare), "starboard.record".
int currentFormatVersion(const QString &format);
// Every format this build reads, "starboard.galaxy" first.
QStringList knownFormats();

// Reads `path` (a file path or a ":/..." resource) into a JSON object, checking size,
// syntax (with line:column), nesting, the "format" (must equal `expectedFormat` when that
// is not empty) and "formatVersion" (a newer version than this build reads is refused).
// `displayName` is the name used in messages (defaults to path).
std::optional<QJsonObject> readDocument(const QString &path, const QString &expectedFormat,
                                        QStringList &errors, const QString &displayName = {});
// The same from bytes already in memory.
std::optional<QJsonObject> parseDocument(const QByteArray &bytes, const QString &displayName,
                                         const QString &expectedFormat, QStringList &errors);
// The checks of parseDocument() on the text alone, without the header: size, encoding,
// the caps of limits.h, JSON syntax and duplicate keys. Empty when the text can be read
// (the Workshop checks that a file it would write can be read back).
QStringList textErrors(const QByteArray &bytes, const QString &displayName);
// Of those, only what a well-formed text written from a QJsonObject can still be refused for:
// its size and the caps of limits.h (a linear scan, no parse: the Workshop checks every
// edit of a large document with it).
QStringList limitErrors(const QByteArray &bytes, const QString &displayName);

// Galaxy of D loaders. Each fills `out` and returns true, or appends errors and returns
// false. `file` is the name used in messages.
bool loadGalaxy(const QJsonObject &doc, const QString &file, god::Galaxy &out, QStringList &errors);
bool loadShips(const QJsonObject &doc, const QString &file, std::vector<god::ShipType> &out,
               QStringList &errors);
bool loadThings(const QJsonObject &doc, const QString &file, std::vector<god::ThingType> &out,
                QStringList &errors);
bool loadRuleset(const QJsonObject &doc, const QString &file, god::Ruleset &out,
                 QStringList &errors);
// Cross-file checks (pirate ship ids exist in the ship table, quick-setup Things exist,
// fixed Things name known Thing ids, ...). Messages name the files "galaxy.json", ...
bool checkGodContent(const god::Content &content, QStringList &errors);

// Galaxy of D writers: the current formatVersion, in the order the loaders read back
// (load(toJson(x)) == x). Optional members are written only when not at their default.
QJsonObject galaxyToJson(const god::Galaxy &galaxy);
QJsonObject shipsToJson(const std::vector<god::ShipType> &ships);
QJsonObject thingsToJson(const std::vector<god::ThingType> &things);
QJsonObject rulesetToJson(const god::Ruleset &ruleset);

// Galaxy Command loaders (deck.json, technologies.json, ruleset.json), as those of Galaxy
// of D. Each file is checked on its own (ranges, which members a card of each kind has,
// unique numbers and ids, the technology mat, the ranks); checkGcContent() checks them
// together.
bool loadGcDeck(const QJsonObject &doc, const QString &file, std::vector<gc::Card> &out,
                QStringList &errors);
bool loadGcTechnologies(const QJsonObject &doc, const QString &file,
                        std::vector<gc::Technology> &out, QStringList &errors);
bool loadGcRuleset(const QJsonObject &doc, const QString &file, gc::Ruleset &out,
                   QStringList &errors);
// Cross-file checks (the deck holds the cards one player needs with the ruleset's deck
// choice, a coup's roll fits the ruleset's die) and the structure the engine relies on
// (each technology once on a complete mat, ranks from 0 upwards). Messages name the files
// "deck.json", "technologies.json", "ruleset.json".
bool checkGcContent(const gc::Content &content, QStringList &errors);

// Galaxy Command writers (load(toJson(x)) == x). The structs do not keep the id and name
// of a deck or a technology mat: they are passed here (the shipped files' by default).
QJsonObject gcDeckToJson(const std::vector<gc::Card> &cards,
                         const QString &id = QStringLiteral("standard"),
                         const QString &name = QStringLiteral("Galaxy Command deck"));
QJsonObject gcTechnologiesToJson(const std::vector<gc::Technology> &technologies,
                                 const QString &id = QStringLiteral("standard"),
                                 const QString &name = QStringLiteral("Technology mat"));
QJsonObject gcRulesetToJson(const gc::Ruleset &ruleset);

// Galaxy Fighters loaders (spawn-deck.json, ships.json, equipment.json, ruleset.json), as
// those of Galaxy of D. Each file is checked on its own (ranges, the members of each kind of
// ship card, engine and tile, unique ids, one stack per cell of a spawn card, the alien kinds
// the cards name); checkGfContent() checks them together.
bool loadGfSpawnDeck(const QJsonObject &doc, const QString &file, gf::SpawnDeck &out,
                     QStringList &errors);
bool loadGfShips(const QJsonObject &doc, const QString &file, std::vector<gf::ShipCard> &out,
                 QStringList &errors);
bool loadGfEquipment(const QJsonObject &doc, const QString &file, gf::Equipment &out,
                     QStringList &errors);
bool loadGfRuleset(const QJsonObject &doc, const QString &file, gf::Ruleset &out,
                   QStringList &errors);
// Cross-file checks (every ship's engines are in the equipment, the ruleset's spawn deck size
// is within the deck) and, for content made in code, what the readers check on each file
// (ranges, non-empty lists, unique ids, the cells of each spawn card). Messages name the files
// "spawn-deck.json", "ships.json", "equipment.json", "ruleset.json".
bool checkGfContent(const gf::Content &content, QStringList &errors);

// Galaxy Fighters writers (load(toJson(x)) == x). The structs keep no id and name of the ship
// cards or the equipment: they are passed here (the shipped files' by default).
QJsonObject gfSpawnDeckToJson(const gf::SpawnDeck &deck);
QJsonObject gfShipsToJson(const std::vector<gf::ShipCard> &ships,
                          const QString &id = QStringLiteral("standard"),
                          const QString &name = QStringLiteral("Ship cards"));
QJsonObject gfEquipmentToJson(const gf::Equipment &equipment,
                              const QString &id = QStringLiteral("standard"),
                              const QString &name = QStringLiteral("Cockpit equipment"));
QJsonObject gfRulesetToJson(const gf::Ruleset &ruleset);

// Galactic Warfare loaders (board.json, cards.json, ruleset.json), as those of Galaxy of D.
// Each file is checked on its own (ranges, the board's rows, planets and start squares, the
// members and window of each kind of card, unique ids); checkGwContent() checks them together.
bool loadGwBoard(const QJsonObject &doc, const QString &file, gw::Board &out, QStringList &errors);
bool loadGwCards(const QJsonObject &doc, const QString &file, gw::Deck &out, QStringList &errors);
bool loadGwRuleset(const QJsonObject &doc, const QString &file, gw::Ruleset &out,
                   QStringList &errors);
// Cross-file checks (the deck holds twice the cards the ruleset deals, the ruleset is for this
// deck) and, for content made in code, what the readers check on each file. Messages name the
// files "board.json", "cards.json", "ruleset.json".
bool checkGwContent(const gw::Content &content, QStringList &errors);

// Galactic Warfare's names in files ("extra-dice", "battle-before-roll", ...), for editors.
QString gwCardKindName(gw::CardKind kind);
std::optional<gw::CardKind> gwCardKind(const QString &name);
QString gwWindowName(gw::Window window);
std::optional<gw::Window> gwWindow(const QString &name);
// The members a card of `kind` has besides id, name, text, kind, window and count: "dice"
// (extra-dice, fewer-dice), "cards" (draw-cards) or none; and the ranges the loader accepts.
QString gwCardParameter(gw::CardKind kind);
inline constexpr int kGwMaxCardCount = 50;
inline constexpr int kGwMaxCardDice = 4;
inline constexpr int kGwMaxCardDraw = 5;

// Galactic Warfare writers (load(toJson(x)) == x).
QJsonObject gwBoardToJson(const gw::Board &board);
QJsonObject gwCardsToJson(const gw::Deck &deck);
QJsonObject gwRulesetToJson(const gw::Ruleset &ruleset);

// Which files make up a game's content. Empty strings mean the shipped defaults
// (resources/data/<game-id>/, compiled in as ":/data/<game-id>/...").
struct ContentFiles
{
    QString galaxy;       // Galaxy of D
    QString ships;        // Galaxy of D, Galaxy Fighters (the ship cards)
    QString things;       // Galaxy of D
    QString ruleset;      // every game
    QString deck;         // Galaxy Command, Galactic Warfare (the cards)
    QString technologies; // Galaxy Command
    QString spawnDeck;    // Galaxy Fighters
    QString equipment;    // Galaxy Fighters
    QString board;        // Galactic Warfare
};

// checkGodContent() with the file names used in the messages taken from `names` (an empty
// member means "galaxy.json", "ships.json", ...).
bool checkGodContent(const god::Content &content, const ContentFiles &names, QStringList &errors);
// checkGcContent() with the file names taken from `names` (deck, technologies, ruleset).
bool checkGcContent(const gc::Content &content, const ContentFiles &names, QStringList &errors);
// checkGfContent() with the file names taken from `names` (spawnDeck, ships, equipment,
// ruleset).
bool checkGfContent(const gf::Content &content, const ContentFiles &names, QStringList &errors);
// checkGwContent() with the file names taken from `names` (board, deck, ruleset).
bool checkGwContent(const gw::Content &content, const ContentFiles &names, QStringList &errors);

// The games the data layer has a content loader for ("galaxy-of-d", "galaxy-command",
// "galaxy-fighters", "galactic-warfare").
QStringList gamesWithContent();

// Loads the content of a registered game; nullptr with errors when anything is invalid.
std::shared_ptr<const GameContent> loadContent(const std::string &gameId, const ContentFiles &files,
                                               QStringList &errors);
// The same content as JSON documents, keyed "galaxy", "ships", "things", "ruleset" (Galaxy
// of D), "deck", "technologies", "ruleset" (Galaxy Command), "spawnDeck", "ships",
// "equipment", "ruleset" (Galaxy Fighters) or "board", "cards", "ruleset" (Galactic
// Warfare), as stored in a game record
// so that a record replays without the original files.
std::optional<QJsonObject> contentDocuments(const std::string &gameId, const ContentFiles &files,
                                            QStringList &errors);
// `file` and `pointer` say where `documents` is for the messages (by default the
// "content" member of a record file: "file: /content/ships/ships/3/cost: ...").
std::shared_ptr<const GameContent>
contentFromDocuments(const std::string &gameId, const QJsonObject &documents, const QString &file,
                     QStringList &errors, const QString &pointer = QStringLiteral("/content"));

// Validates any Starboard file, choosing the loader by its "format". Returns the errors
// (empty when the file is valid). A content file (galaxy, ships, things, ruleset, gc-deck,
// gc-technologies, gc-ruleset, gf-spawn-deck, gf-ships, gf-equipment, gf-ruleset) is checked on its
// own; a record is checked for its structure and its embedded content (replaying its actions needs
// the engine, which this library does not link).
QStringList validateFile(const QString &path);
// The same checks on a document already read (the Workshop's open document); `path` names
// it in the messages.
QStringList validateDocument(const QJsonObject &document, const QString &path);

// One file of a game's content already read (an open Workshop document) and the name its
// messages use.
struct NamedDocument
{
    QJsonObject document;
    QString name;
};
// The checks the game runs when it loads `document` with the rest of its content: the
// file's own (validateDocument()) and, when it has none, those across files (a galaxy's or
// a rule variant's Things in the Things file, a pirate's ship in the ship table, a Galaxy
// Command deck for its ruleset). The rest of the content is taken from `companions` (one
// per kind; a companion with problems of its own is not used) or else the shipped files,
// named in words ("the shipped ship table"). Only the problems that involve `document` are
// returned: those in it and those in another file that name it (a message about another
// file names that file).
QStringList validateWithCompanions(const QJsonObject &document, const QString &path,
                                   const QList<NamedDocument> &companions);

// Who played a seat of a saved game (the optional "seats" of a record).
struct RecordSeat
{
    QString name;
    bool human = true;
    QString level; // the computer player ("random", "heuristic"); empty for a human
    bool operator==(const RecordSeat &) const = default;
};

// A saved game / game record file ("starboard.record").
// {"format": "starboard.record", "formatVersion": 1, "game": id, "players": n,
//  "seed": "decimal uint64", "actions": [integers], "content": {contentDocuments()},
//  "seats": [{"name": str, "human": bool, "level": id}] (optional, one per player)}
struct RecordFile
{
    GameRecord record;
    int numPlayers = 2;
    QJsonObject content;           // contentDocuments() of the game
    std::vector<RecordSeat> seats; // empty: not stored (written only when not empty)
};
inline constexpr int kMaxPlayers = 64;

// Atomic (writeFileAtomically); the game's saves keep the previous version (KeepBackup).
bool saveRecord(const QString &path, const RecordFile &file, QString &error,
                WriteMode mode = WriteMode::Replace);
std::optional<RecordFile> loadRecord(const QString &path, QStringList &errors);
QJsonObject recordToJson(const RecordFile &file);
std::optional<RecordFile> recordFromJson(const QJsonObject &doc, const QString &file,
                                         QStringList &errors);

} // namespace starboard::data
