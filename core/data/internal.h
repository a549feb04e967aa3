#pragma once

// Declarations shared by the data layer's source files (not part of its API).

#include "data.h"
#include "diagnostics.h"

#include <QHash>

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <utility>

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

// Strings between Qt and the engine's structs.
inline std::string toStd(const QString &s)
{
    return s.toStdString();
}

inline QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

// "file: /pointer" of a value that a message refers to.
QString placeOf(const Where &where);
// The message of readInt() for a value outside min..max, for values not read from JSON.
QString rangeMessage(int min, int max, int found);
// "must be one of 'a', 'b' (found 'c')": a name that is not one of `names`.
QString oneOfMessage(const QStringList &names, const QString &found);
// Takes a member that an object of this kind must not have and reports it with `message`.
void refuse(ObjectReader &r, const QString &key, const QString &message, QStringList &errors);

// The names of an enum's values in the files.
template <typename T, std::size_t N>
using NameTable = std::array<std::pair<T, const char *>, N>;

template <typename T, std::size_t N>
QString nameOf(const NameTable<T, N> &table, T value)
{
    for (const auto &[v, name] : table) {
        if (v == value)
            return QLatin1String(name);
    }
    return {};
}

template <typename T, std::size_t N>
std::optional<T> valueOf(const NameTable<T, N> &table, const QString &name)
{
    for (const auto &[v, n] : table) {
        if (name == QLatin1String(n))
            return v;
    }
    return std::nullopt;
}

template <typename T, std::size_t N>
QStringList namesOf(const NameTable<T, N> &table, bool (*accept)(T) = nullptr)
{
    QStringList names;
    for (const auto &[v, name] : table) {
        if (!accept || accept(v))
            names.append(QLatin1String(name));
    }
    return names;
}

// Reads the string member `key` as one of the names of `table` (those `accept` lets
// through); false when it is missing (and required), not a string or not such a name.
template <typename T, std::size_t N>
bool readName(ObjectReader &r, const QString &key, const NameTable<T, N> &table, T &out,
              QStringList &errors, ObjectReader::Presence presence = ObjectReader::Required,
              bool (*accept)(T) = nullptr)
{
    QString text;
    if (!r.string(key, text, presence) || !r.has(key))
        return false;
    const auto value = valueOf(table, text);
    if (!value || (accept && !accept(*value))) {
        addError(errors, r.at(key), oneOfMessage(namesOf(table, accept), text));
        return false;
    }
    out = *value;
    return true;
}

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

// Galaxy Fighters readers and checks (gf_content.cpp), as those of Galaxy of D.
bool readGfSpawnDeck(const QJsonObject &doc, const Where &where, gf::SpawnDeck &out,
                     QStringList &errors);
bool readGfShips(const QJsonObject &doc, const Where &where, std::vector<gf::ShipCard> &out,
                 QStringList &errors);
bool readGfEquipment(const QJsonObject &doc, const Where &where, gf::Equipment &out,
                     QStringList &errors);
bool readGfRuleset(const QJsonObject &doc, const Where &where, gf::Ruleset &out,
                   QStringList &errors);

struct GfLocations
{
    Where spawnDeck;
    Where ships;
    Where equipment;
    Where ruleset;
};
bool checkGf(const gf::Content &content, const GfLocations &where, QStringList &errors);
std::shared_ptr<const GameContent>
buildGfContent(const ContentDocuments &docs, const ContentLocations &where, QStringList &errors);

// Galactic Warfare readers and checks (gw_content.cpp), as those of Galaxy of D.
bool readGwBoard(const QJsonObject &doc, const Where &where, gw::Board &out, QStringList &errors);
bool readGwCards(const QJsonObject &doc, const Where &where, gw::Deck &out, QStringList &errors);
bool readGwRuleset(const QJsonObject &doc, const Where &where, gw::Ruleset &out,
                   QStringList &errors);

struct GwLocations
{
    Where board;
    Where cards;
    Where ruleset;
};
bool checkGw(const gw::Content &content, const GwLocations &where, QStringList &errors);
std::shared_ptr<const GameContent>
buildGwContent(const ContentDocuments &docs, const ContentLocations &where, QStringList &errors);

} // namespace starboard::data
