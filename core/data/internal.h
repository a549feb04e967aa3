#pragma once

// Declarations shared by the data layer's source files (not part of its API).

#include "data.h"
#include "diagnostics.h"

#include <QHash>

#include <functional>

namespace starboard::data {

// Checks "format" (must equal `expectedFormat` when that is not empty, else must be a
// known format) and "formatVersion" of the document at `where`, and upgrades an older
// version to the current one. Returns the (upgraded) document, or nullopt with errors.
std::optional<QJsonObject> checkHeader(const QJsonObject &doc, const Where &where,
                                       const QString &expectedFormat, QStringList &errors);

// Checks the header of the document at `where` (checkHeader() with `format`) and starts
// reading it: the returned reader has taken "format" and "formatVersion". `upgraded` holds
// the (upgraded) document the reader reads.
std::optional<ObjectReader> beginDocument(const QJsonObject &doc, const Where &where,
                                          const char *format, QJsonObject &upgraded,
                                          QStringList &errors);
// A new document of `format` with its current formatVersion (for the writers).
QJsonObject documentHeader(const char *format);

// Reports a repeated id; `seen` maps ids to the pointer of their first use.
bool checkUniqueId(const QString &id, const Where &where, QHash<QString, QString> &seen,
                   QStringList &errors);
// "'a', 'b', 'c'" for "must be one of ..." messages.
QString quotedList(const QStringList &values);

// 1-based line and column (in characters, not bytes) of a byte offset in UTF-8 text.
struct TextPosition
{
    int line = 1;
    int column = 1;
};
TextPosition textPosition(const QByteArray &utf8, qsizetype offset);

// "unknown game 'x' (games with content: galaxy-of-d, ...)".
QString unknownGameMessage(const QString &gameId);

// Galaxy of D readers at any place of a document (a file's root or a record's
// "/content/<key>").
bool readGalaxy(const QJsonObject &doc, const Where &where, god::Galaxy &out, QStringList &errors);
bool readShips(const QJsonObject &doc, const Where &where, std::vector<god::ShipType> &out,
               QStringList &errors);
bool readThings(const QJsonObject &doc, const Where &where, std::vector<god::ThingType> &out,
                QStringList &errors);
bool readRuleset(const QJsonObject &doc, const Where &where, god::Ruleset &out,
                 QStringList &errors);

// The documents of one game's content, keyed as in a record's "content" ("galaxy", ...),
// and where each one is, for messages.
using ContentDocuments = QHash<QString, QJsonObject>;
using ContentLocations = QHash<QString, Where>;

struct GodLocations
{
    Where galaxy;
    Where ships;
    Where things;
    Where ruleset;
};
bool checkGod(const god::Content &content, const GodLocations &where, QStringList &errors);
std::shared_ptr<const GameContent>
buildGodContent(const ContentDocuments &docs, const ContentLocations &where, QStringList &errors);

// Galaxy Command readers and checks (gc_content.cpp), as those of Galaxy of D.
bool readGcDeck(const QJsonObject &doc, const Where &where, std::vector<gc::Card> &out,
                QStringList &errors);
bool readGcTechnologies(const QJsonObject &doc, const Where &where,
                        std::vector<gc::Technology> &out, QStringList &errors);
bool readGcRuleset(const QJsonObject &doc, const Where &where, gc::Ruleset &out,
                   QStringList &errors);

struct GcLocations
{
    Where deck;
    Where technologies;
    Where ruleset;
};
bool checkGc(const gc::Content &content, const GcLocations &where, QStringList &errors);
std::shared_ptr<const GameContent>
buildGcContent(const ContentDocuments &docs, const ContentLocations &where, QStringList &errors);

} // namespace starboard::data
