// The content of each game as files or as the documents embedded in a record, and
// validation of any Starboard file by its format.

#include "internal.h"

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
         {{"galaxy", "starboard.galaxy", "galaxy.json", &ContentFiles::galaxy},
          {"ships", "starboard.ships", "ships.json", &ContentFiles::ships},
          {"things", "starboard.things", "things.json", &ContentFiles::things},
          {"ruleset", "starboard.ruleset", "ruleset.json", &ContentFiles::ruleset}},
         &buildGodContent},
        {"galaxy-command",
         {{"deck", "starboard.gc-deck", "deck.json", &ContentFiles::deck},
          {"technologies", "starboard.gc-technologies", "technologies.json",
           &ContentFiles::technologies},
          {"ruleset", "starboard.gc-ruleset", "ruleset.json", &ContentFiles::ruleset}},
         &buildGcContent},
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

QString unknownGameMessage(const QString &gameId)
{
    return Msg::tr("unknown game '%1' (games with content: %2)")
        .arg(gameId, gamesWithContent().join(QLatin1String(", ")));
}

// Reads and checks every file of a game's content.
bool readContentFiles(const ContentLoader &loader, const ContentFiles &files,
                      ContentDocuments &docs, ContentLocations &where, QStringList &errors)
{
    bool ok = true;
    for (const auto &part : loader.parts) {
        QString path = files.*part.file;
        if (path.isEmpty()) {
            path = QStringLiteral(":/data/%1/%2")
                       .arg(QLatin1String(loader.gameId), QLatin1String(part.fileName));
        }
        const auto doc = readDocument(path, QLatin1String(part.format), errors);
        if (!doc) {
            ok = false;
            continue;
        }
        docs.insert(QLatin1String(part.key), *doc);
        where.insert(QLatin1String(part.key), Where{path, QString()});
    }
    return ok;
}

} // namespace

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
                 Msg::tr("unknown format '%1' (known formats: %2)")
                     .arg(format, knownFormats().join(QLatin1String(", "))));
    } else {
        // A known format without a validator here is a bug of this build.
        addError(errors, root / QStringLiteral("format"),
                 Msg::tr("no validator for format '%1'").arg(format));
    }
    return errors;
}

} // namespace starboard::data
