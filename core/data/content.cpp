// The content of each game as files or as the documents embedded in a record, and
// validation of any Starboard file by its format.

#include "internal.h"

#include <QMutex>

#include <algorithm>
#include <vector>

namespace starboard::data {

namespace {

// One document of a game's content.
struct ContentPart
{
    const char *key;      // member of a record's "content" ("galaxy")
    const char *format;   // "starboard.galaxy"
    const char *fileName; // shipped default under :/data/<game-id>/
    QString ContentFiles::*file;
    const char *shippedName; // the shipped default in messages (never its resource path)
};

// A game's content loader: its documents and how to build the engine's content from them.
struct ContentLoader
{
    const char *gameId;
    std::vector<ContentPart> parts;
    std::shared_ptr<const GameContent> (*build)(const ContentDocuments &docs,
                                                const ContentLocations &where, QStringList &errors);
};

// Every game with content, listed explicitly. A new game adds its entry here.
const std::vector<ContentLoader> &contentLoaders()
{
    static const std::vector<ContentLoader> loaders = {
        {"galaxy-of-d",
         {{"galaxy", "starboard.galaxy", "galaxy.json", &ContentFiles::galaxy,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence), e.g. 'the shipped galaxy: /sectors/3: ...'.
           QT_TRANSLATE_NOOP("starboard::data", "the shipped galaxy")},
          {"ships", "starboard.ships", "ships.json", &ContentFiles::ships,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence).
           QT_TRANSLATE_NOOP("starboard::data", "the shipped ship table")},
          {"things", "starboard.things", "things.json", &ContentFiles::things,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence). Things: Galaxy of D's term for what lies on a sector.
           QT_TRANSLATE_NOOP("starboard::data", "the shipped Things")},
          {"ruleset", "starboard.ruleset", "ruleset.json", &ContentFiles::ruleset,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence).
           QT_TRANSLATE_NOOP("starboard::data", "the shipped rules")}},
         &buildGodContent},
        {"galaxy-command",
         {{"deck", "starboard.gc-deck", "deck.json", &ContentFiles::deck,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence).
           QT_TRANSLATE_NOOP("starboard::data", "the shipped deck")},
          {"technologies", "starboard.gc-technologies", "technologies.json",
           &ContentFiles::technologies,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence).
           QT_TRANSLATE_NOOP("starboard::data", "the shipped technology mat")},
          {"ruleset", "starboard.gc-ruleset", "ruleset.json", &ContentFiles::ruleset,
           QT_TRANSLATE_NOOP("starboard::data", "the shipped rules")}},
         &buildGcContent},
        {"galaxy-fighters",
         {{"spawnDeck", "starboard.gf-spawn-deck", "spawn-deck.json", &ContentFiles::spawnDeck,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence). Galaxy Fighters: the cards the aliens arrive by.
           QT_TRANSLATE_NOOP("starboard::data", "the shipped spawn deck")},
          {"ships", "starboard.gf-ships", "ships.json", &ContentFiles::ships,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence). Galaxy Fighters.
           QT_TRANSLATE_NOOP("starboard::data", "the shipped ship cards")},
          {"equipment", "starboard.gf-equipment", "equipment.json", &ContentFiles::equipment,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence). Galaxy Fighters: weapon systems, engine modifications and bonus
           //: command tiles.
           QT_TRANSLATE_NOOP("starboard::data", "the shipped equipment")},
          {"ruleset", "starboard.gf-ruleset", "ruleset.json", &ContentFiles::ruleset,
           QT_TRANSLATE_NOOP("starboard::data", "the shipped rules")}},
         &buildGfContent},
        {"galactic-warfare",
         {{"board", "starboard.gw-board", "board.json", &ContentFiles::board,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence). Galactic Warfare: the squares and the home planets.
           QT_TRANSLATE_NOOP("starboard::data", "the shipped board")},
          {"cards", "starboard.gw-cards", "cards.json", &ContentFiles::deck,
           //: The name of a content file that comes with the app, in messages about it (lower case,
           //: inside a sentence). Galactic Warfare: the Galactic Warfare cards.
           QT_TRANSLATE_NOOP("starboard::data", "the shipped cards")},
          {"ruleset", "starboard.gw-ruleset", "ruleset.json", &ContentFiles::ruleset,
           QT_TRANSLATE_NOOP("starboard::data", "the shipped rules")}},
         &buildGwContent},
    };
    return loaders;
}

const ContentLoader *findLoader(const QString &gameId)
{
    for (const auto &loader : contentLoaders()) {
        if (gameId == QLatin1String(loader.gameId))
            return &loader;
    }
    return nullptr;
}

QString shippedPath(const ContentLoader &loader, const ContentPart &part)
{
    return QStringLiteral(":/data/%1/%2")
        .arg(QLatin1String(loader.gameId), QLatin1String(part.fileName));
}

QString shippedName(const ContentPart &part)
{
    return QCoreApplication::translate("starboard::data", part.shippedName);
}

// Reads and checks every file of a game's content. The shipped defaults are named in words
// ("the shipped ship table"), never by their ":/" resource path.
bool readContentFiles(const ContentLoader &loader, const ContentFiles &files,
                      ContentDocuments &docs, ContentLocations &where, QStringList &errors)
{
    bool ok = true;
    for (const auto &part : loader.parts) {
        QString path = files.*part.file;
        QString name = path;
        if (path.isEmpty()) {
            path = shippedPath(loader, part);
            name = shippedName(part);
        }
        const auto doc = readDocument(path, QLatin1String(part.format), errors, name);
        if (!doc) {
            ok = false;
            continue;
        }
        docs.insert(QLatin1String(part.key), *doc);
        where.insert(QLatin1String(part.key), Where{name, QString()});
    }
    return ok;
}

// The game's loader and the part of its content that `format` is, or nullptrs.
std::pair<const ContentLoader *, const ContentPart *> partOfFormat(const QString &format)
{
    for (const auto &loader : contentLoaders()) {
        for (const auto &part : loader.parts) {
            if (format == QLatin1String(part.format))
                return {&loader, &part};
        }
    }
    return {nullptr, nullptr};
}

// A shipped default, read once (from any thread).
std::optional<QJsonObject> shippedDocument(const ContentLoader &loader, const ContentPart &part)
{
    static QMutex mutex;
    static QHash<QString, QJsonObject> cache;
    const QMutexLocker locker(&mutex);
    const QString path = shippedPath(loader, part);
    if (const auto it = cache.constFind(path); it != cache.constEnd())
        return it.value();
    QStringList errors;
    const auto doc = readDocument(path, QLatin1String(part.format), errors, shippedName(part));
    if (doc)
        cache.insert(path, *doc);
    return doc;
}

} // namespace

QString unknownGameMessage(const QString &gameId)
{
    //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
    //: loading). %1: the game's identifier given; %2: the games known.
    return Msg::tr("unknown game '%1' (games with content: %2)")
        .arg(gameId, gamesWithContent().join(QLatin1String(", ")));
}

QStringList gamesWithContent()
{
    QStringList ids;
    for (const auto &loader : contentLoaders())
        ids.append(QLatin1String(loader.gameId));
    return ids;
}

std::shared_ptr<const GameContent> loadContent(const std::string &gameId, const ContentFiles &files,
                                               QStringList &errors)
{
    const auto *loader = findLoader(QString::fromStdString(gameId));
    if (!loader) {
        errors.append(unknownGameMessage(QString::fromStdString(gameId)));
        return nullptr;
    }
    ContentDocuments docs;
    ContentLocations where;
    if (!readContentFiles(*loader, files, docs, where, errors))
        return nullptr;
    return loader->build(docs, where, errors);
}

std::optional<QJsonObject> contentDocuments(const std::string &gameId, const ContentFiles &files,
                                            QStringList &errors)
{
    const auto *loader = findLoader(QString::fromStdString(gameId));
    if (!loader) {
        errors.append(unknownGameMessage(QString::fromStdString(gameId)));
        return std::nullopt;
    }
    ContentDocuments docs;
    ContentLocations where;
    if (!readContentFiles(*loader, files, docs, where, errors) ||
        !loader->build(docs, where, errors))
        return std::nullopt;
    QJsonObject documents;
    for (auto it = docs.constBegin(); it != docs.constEnd(); ++it)
        documents.insert(it.key(), it.value());
    return documents;
}

std::shared_ptr<const GameContent> contentFromDocuments(const std::string &gameId,
                                                        const QJsonObject &documents,
                                                        const QString &file, QStringList &errors,
                                                        const QString &pointer)
{
    const Where at{file, pointer};
    const auto *loader = findLoader(QString::fromStdString(gameId));
    if (!loader) {
        addError(errors, at, unknownGameMessage(QString::fromStdString(gameId)));
        return nullptr;
    }
    ObjectReader reader(documents, at, errors);
    ContentDocuments docs;
    ContentLocations where;
    bool ok = true;
    for (const auto &part : loader->parts) {
        const QString key = QLatin1String(part.key);
        const QJsonValue value = reader.take(key);
        if (value.isUndefined() || !expectObject(value, at / key, errors)) {
            ok = false;
            continue;
        }
        docs.insert(key, value.toObject());
        where.insert(key, at / key);
    }
    ok &= reader.finish();
    if (!ok)
        return nullptr;
    return loader->build(docs, where, errors);
}

QStringList validateWithCompanions(const QJsonObject &document, const QString &path,
                                   const QList<NamedDocument> &companions)
{
    QStringList errors = validateDocument(document, path);
    const auto [loader, self] = partOfFormat(document.value(QLatin1String("format")).toString());
    // The checks across files need every file readable: first the file's own problems.
    if (!loader || !errors.isEmpty())
        return errors;
    ContentDocuments docs;
    ContentLocations where;
    docs.insert(QLatin1String(self->key), document);
    where.insert(QLatin1String(self->key), Where{path, QString()});
    for (const auto &part : loader->parts) {
        if (&part == self)
            continue;
        const QString format = QLatin1String(part.format);
        const auto companion =
            std::find_if(companions.begin(), companions.end(), [&](const NamedDocument &other) {
                return other.document.value(QLatin1String("format")).toString() == format &&
                       validateDocument(other.document, other.name).isEmpty();
            });
        if (companion != companions.end()) {
            docs.insert(QLatin1String(part.key), companion->document);
            where.insert(QLatin1String(part.key), Where{companion->name, QString()});
        } else if (const auto shipped = shippedDocument(*loader, part)) {
            docs.insert(QLatin1String(part.key), *shipped);
            where.insert(QLatin1String(part.key), Where{shippedName(part), QString()});
        } else {
            return errors; // a broken build: the shipped file is the game's own test's concern
        }
    }
    // The problems that involve this file: in it, or about it (a message names both files).
    QStringList together;
    loader->build(docs, where, together);
    for (const QString &error : std::as_const(together)) {
        if (error.contains(path) && !errors.contains(error))
            errors.append(error);
    }
    return errors;
}

QStringList validateFile(const QString &path)
{
    QStringList errors;
    const auto doc = readDocument(path, QString(), errors);
    if (!doc)
        return errors;
    return validateDocument(*doc, path);
}

QStringList validateDocument(const QJsonObject &document, const QString &path)
{
    QStringList errors;
    const QJsonObject *doc = &document;
    const QString format = doc->value(QLatin1String("format")).toString();
    const Where root{path, QString()};
    if (format == QLatin1String("starboard.galaxy")) {
        god::Galaxy galaxy;
        readGalaxy(*doc, root, galaxy, errors);
    } else if (format == QLatin1String("starboard.ships")) {
        std::vector<god::ShipType> ships;
        readShips(*doc, root, ships, errors);
    } else if (format == QLatin1String("starboard.things")) {
        std::vector<god::ThingType> things;
        readThings(*doc, root, things, errors);
    } else if (format == QLatin1String("starboard.ruleset")) {
        god::Ruleset ruleset;
        readRuleset(*doc, root, ruleset, errors);
    } else if (format == QLatin1String("starboard.gc-deck")) {
        std::vector<gc::Card> cards;
        readGcDeck(*doc, root, cards, errors);
    } else if (format == QLatin1String("starboard.gc-technologies")) {
        std::vector<gc::Technology> technologies;
        readGcTechnologies(*doc, root, technologies, errors);
    } else if (format == QLatin1String("starboard.gc-ruleset")) {
        gc::Ruleset ruleset;
        readGcRuleset(*doc, root, ruleset, errors);
    } else if (format == QLatin1String("starboard.gf-spawn-deck")) {
        gf::SpawnDeck deck;
        readGfSpawnDeck(*doc, root, deck, errors);
    } else if (format == QLatin1String("starboard.gf-ships")) {
        std::vector<gf::ShipCard> ships;
        readGfShips(*doc, root, ships, errors);
    } else if (format == QLatin1String("starboard.gf-equipment")) {
        gf::Equipment equipment;
        readGfEquipment(*doc, root, equipment, errors);
    } else if (format == QLatin1String("starboard.gf-ruleset")) {
        gf::Ruleset ruleset;
        readGfRuleset(*doc, root, ruleset, errors);
    } else if (format == QLatin1String("starboard.gw-board")) {
        gw::Board board;
        readGwBoard(*doc, root, board, errors);
    } else if (format == QLatin1String("starboard.gw-cards")) {
        gw::Deck deck;
        readGwCards(*doc, root, deck, errors);
    } else if (format == QLatin1String("starboard.gw-ruleset")) {
        gw::Ruleset ruleset;
        readGwRuleset(*doc, root, ruleset, errors);
    } else if (format == QLatin1String("starboard.record")) {
        const auto record = recordFromJson(*doc, path, errors);
        if (record) {
            const QString game = QString::fromStdString(record->record.gameId);
            if (!findLoader(game)) {
                addError(errors, root / QStringLiteral("game"), unknownGameMessage(game));
            } else {
                contentFromDocuments(record->record.gameId, record->content, path, errors,
                                     QStringLiteral("/content"));
            }
        }
    } else if (!knownFormats().contains(format)) {
        // (readDocument() refuses unknown formats before this.)
        addError(errors, root / QStringLiteral("format"),
                 //: A mistake in a content or saved game file (the Workshop's Problems panel, the
                 //: error on loading). %1: the format given; %2: the formats known.
                 Msg::tr("unknown format '%1' (known formats: %2)")
                     .arg(format, knownFormats().join(QLatin1String(", "))));
    } else {
        // A known format without a validator here is a bug of this build.
        addError(errors, root / QStringLiteral("format"),
                 //: A mistake in a content or saved game file (the Workshop's Problems panel, the
                 //: error on loading). For developers: %1: a format's name.
                 Msg::tr("no validator for format '%1'").arg(format));
    }
    return errors;
}

} // namespace starboard::data
