#include "documentkinds.h"

#include "data/data.h"
#include "kinds/factories.h"

#include <QCoreApplication>

namespace starboard::editor {

namespace {

// The named starting points of a game's rule variants (resources/data/<game>/variants/).
std::vector<DocumentTemplate> variantTemplates(const QString &gameId)
{
    const QString folder = QStringLiteral(":/data/%1/variants/").arg(gameId);
    return {
        //: Workshop: a template of a new rule variant (File > New): a variant that changes nothing
        //: yet.
        {QT_TRANSLATE_NOOP("Workshop", "Empty variant (the standard rules)"),
         folder + QStringLiteral("new-variant.json")},
        //: Workshop: a template of a new rule variant (File > New): a variant for a shorter game.
        {QT_TRANSLATE_NOOP("Workshop", "Short game"), folder + QStringLiteral("short-game.json")},
        //: Workshop: a template of a new rule variant (File > New): a galaxy with more planets.
        {QT_TRANSLATE_NOOP("Workshop", "Rich galaxy"), folder + QStringLiteral("rich-galaxy.json")},
    };
}

// Galactic Warfare's rule variants: the dice and the ties are what its variants change.
std::vector<DocumentTemplate> gwVariantTemplates()
{
    const QString folder = QStringLiteral(":/data/galactic-warfare/variants/");
    return {
        {QT_TRANSLATE_NOOP("Workshop", "Empty variant (the standard rules)"),
         folder + QStringLiteral("new-variant.json")},
        //: Workshop: a template of a new Galactic Warfare rule variant (File > New): two dice
        //: per ship and two extra dice for a home planet's defender.
        {QT_TRANSLATE_NOOP("Workshop", "Heavy dice"), folder + QStringLiteral("heavy-dice.json")},
        //: Workshop: a template of a new Galactic Warfare rule variant (File > New): a tie of
        //: the battle's sums is the defender's win, and smaller hands.
        {QT_TRANSLATE_NOOP("Workshop", "Defenders hold on ties"),
         folder + QStringLiteral("defender-ties.json")},
    };
}

} // namespace

QString DocumentTemplate::displayName() const
{
    return QCoreApplication::translate("Workshop", name);
}

const std::vector<DocumentKind> &documentKinds()
{
    // Every kind of file the Workshop edits. A game's content kinds are added here with their
    // editor (nullptr: the generic tree editor).
    static const std::vector<DocumentKind> kinds = {
        {QStringLiteral("starboard.galaxy"),
         QStringLiteral("galaxy-of-d"),
         //: Workshop: a kind of content (File > New, the Problems panel): Galaxy of D's map of
         //: sectors (a noun).
         QT_TRANSLATE_NOOP("Workshop", "Galaxy"),
         QStringLiteral(":/data/galaxy-of-d/galaxy.json"),
         //: Workshop: a template of a new galaxy (File > New): the galaxy printed in the rulebook.
         {{QT_TRANSLATE_NOOP("Workshop", "The galaxy of the rulebook"),
           QStringLiteral(":/data/galaxy-of-d/galaxy.json")},
          //: Workshop: a template of a new galaxy (File > New): a galaxy without sectors.
          {QT_TRANSLATE_NOOP("Workshop", "Empty galaxy"),
           QStringLiteral(":/workshop/empty-galaxy.json")}},
         createGalaxyEditor},
        {QStringLiteral("starboard.ships"),
         QStringLiteral("galaxy-of-d"),
         //: Workshop: a kind of content (File > New): Galaxy of D's table of ship types (a noun).
         QT_TRANSLATE_NOOP("Workshop", "Ship table"),
         QStringLiteral(":/data/galaxy-of-d/ships.json"),
         {},
         createShipsEditor},
        {QStringLiteral("starboard.things"),
         QStringLiteral("galaxy-of-d"),
         //: Workshop: a kind of content (File > New): Galaxy of D's Things, the game's term for
         //: what lies on a sector (planets, asteroids ...).
         QT_TRANSLATE_NOOP("Workshop", "Things"),
         QStringLiteral(":/data/galaxy-of-d/things.json"),
         {},
         nullptr},
        {QStringLiteral("starboard.ruleset"), QStringLiteral("galaxy-of-d"),
         //: Workshop: a kind of content (File > New): a variant of Galaxy of D's rules.
         QT_TRANSLATE_NOOP("Workshop", "Galaxy of D rule variant"),
         QStringLiteral(":/data/galaxy-of-d/ruleset.json"),
         variantTemplates(QStringLiteral("galaxy-of-d")), createRulesetEditor},
        {QStringLiteral("starboard.gc-deck"),
         QStringLiteral("galaxy-command"),
         //: Workshop: a kind of content (File > New): Galaxy Command's deck of cards (a noun).
         QT_TRANSLATE_NOOP("Workshop", "Card deck"),
         QStringLiteral(":/data/galaxy-command/deck.json"),
         {},
         createDeckEditor},
        {QStringLiteral("starboard.gc-technologies"),
         QStringLiteral("galaxy-command"),
         //: Workshop: a kind of content (File > New): Galaxy Command's technology mat, the game's
         //: term (a noun).
         QT_TRANSLATE_NOOP("Workshop", "Technology mat"),
         QStringLiteral(":/data/galaxy-command/technologies.json"),
         {},
         createTechnologiesEditor},
        {QStringLiteral("starboard.gc-ruleset"), QStringLiteral("galaxy-command"),
         //: Workshop: a kind of content (File > New): a variant of Galaxy Command's rules.
         QT_TRANSLATE_NOOP("Workshop", "Galaxy Command rule variant"),
         QStringLiteral(":/data/galaxy-command/ruleset.json"),
         variantTemplates(QStringLiteral("galaxy-command")), createRulesetEditor},
        {QStringLiteral("starboard.gf-spawn-deck"),
         QStringLiteral("galaxy-fighters"),
         //: Workshop: a kind of content (File > New): Galaxy Fighters' deck of spawn cards, the
         //: cards that place the aliens on the board (a noun).
         QT_TRANSLATE_NOOP("Workshop", "Spawn deck"),
         QStringLiteral(":/data/galaxy-fighters/spawn-deck.json"),
         {},
         createGfSpawnDeckEditor},
        {QStringLiteral("starboard.gf-ships"),
         QStringLiteral("galaxy-fighters"),
         //: Workshop: a kind of content (File > New): Galaxy Fighters' ship cards (a noun; the
         //: cards of the ships the players fly).
         QT_TRANSLATE_NOOP("Workshop", "Ship cards"),
         QStringLiteral(":/data/galaxy-fighters/ships.json"),
         {},
         createGfShipsEditor},
        {QStringLiteral("starboard.gf-equipment"),
         QStringLiteral("galaxy-fighters"),
         //: Workshop: a kind of content (File > New): Galaxy Fighters' cockpit equipment: the
         //: weapons, engine modifications and command tiles (a noun).
         QT_TRANSLATE_NOOP("Workshop", "Cockpit equipment"),
         QStringLiteral(":/data/galaxy-fighters/equipment.json"),
         {},
         createGfEquipmentEditor},
        {QStringLiteral("starboard.gf-ruleset"),
         QStringLiteral("galaxy-fighters"),
         //: Workshop: a kind of content (File > New): a difficulty of Galaxy Fighters (the
         //: game's numbers: spawn cards drawn, backup ships, ...).
         QT_TRANSLATE_NOOP("Workshop", "Galaxy Fighters difficulty"),
         QStringLiteral(":/data/galaxy-fighters/ruleset.json"),
         //: Workshop: a template of a new Galaxy Fighters difficulty (File > New): the game's
         //: own difficulty 'Expert Pilot' (the standard values).
         {{QT_TRANSLATE_NOOP("Workshop", "Expert Pilot (the standard rules)"),
           QStringLiteral(":/data/galaxy-fighters/ruleset.json")},
          //: Workshop: a template of a new Galaxy Fighters difficulty (File > New): the game's
          //: easiest difficulty, 'Rookie'.
          {QT_TRANSLATE_NOOP("Workshop", "Rookie"),
           QStringLiteral(":/data/galaxy-fighters/ruleset-rookie.json")},
          //: Workshop: a template of a new Galaxy Fighters difficulty (File > New): the game's
          //: hardest difficulty, 'Ace'.
          {QT_TRANSLATE_NOOP("Workshop", "Ace"),
           QStringLiteral(":/data/galaxy-fighters/ruleset-ace.json")}},
         createRulesetEditor},
        {QStringLiteral("starboard.gw-cards"),
         QStringLiteral("galactic-warfare"),
         //: Workshop: a kind of content (File > New): Galactic Warfare's deck of cards (a noun).
         QT_TRANSLATE_NOOP("Workshop", "War card deck"),
         QStringLiteral(":/data/galactic-warfare/cards.json"),
         {},
         createGwCardsEditor},
        {QStringLiteral("starboard.gw-board"),
         QStringLiteral("galactic-warfare"),
         //: Workshop: a kind of content (File > New): Galactic Warfare's board of squares with
         //: the two home planets (a noun).
         QT_TRANSLATE_NOOP("Workshop", "Battle board"),
         QStringLiteral(":/data/galactic-warfare/board.json"),
         {},
         createGwBoardEditor},
        {QStringLiteral("starboard.gw-ruleset"), QStringLiteral("galactic-warfare"),
         //: Workshop: a kind of content (File > New): a variant of Galactic Warfare's rules.
         QT_TRANSLATE_NOOP("Workshop", "Galactic Warfare rule variant"),
         QStringLiteral(":/data/galactic-warfare/ruleset.json"), gwVariantTemplates(),
         createRulesetEditor},
    };
    return kinds;
}

const DocumentKind *kindForFormat(const QString &format)
{
    for (const auto &kind : documentKinds()) {
        if (kind.format == format)
            return &kind;
    }
    return nullptr;
}

QString contentFilesMember(const QString &format)
{
    if (format == QLatin1String("starboard.galaxy"))
        return QStringLiteral("galaxy");
    // Galaxy of D's ship table and Galaxy Fighters' ship cards are the same member: a content
    // set is always one game's (WorkshopWindow::playDocuments), and each game's loader reads
    // its own format from it.
    if (format == QLatin1String("starboard.ships") || format == QLatin1String("starboard.gf-ships"))
        return QStringLiteral("ships");
    if (format == QLatin1String("starboard.things"))
        return QStringLiteral("things");
    if (format == QLatin1String("starboard.gc-deck") ||
        format == QLatin1String("starboard.gw-cards"))
        return QStringLiteral("deck");
    if (format == QLatin1String("starboard.gw-board"))
        return QStringLiteral("board");
    if (format == QLatin1String("starboard.gc-technologies"))
        return QStringLiteral("technologies");
    if (format == QLatin1String("starboard.gf-spawn-deck"))
        return QStringLiteral("spawnDeck");
    if (format == QLatin1String("starboard.gf-equipment"))
        return QStringLiteral("equipment");
    // starboard.ruleset, starboard.gc-ruleset, starboard.gf-ruleset, starboard.gw-ruleset
    return QStringLiteral("ruleset");
}

QString sessionConfigKey(const QString &format)
{
    return contentFilesMember(format) + QStringLiteral("File");
}

data::ContentFiles contentFiles(const ContentSet &set)
{
    data::ContentFiles files;
    for (auto it = set.constBegin(); it != set.constEnd(); ++it) {
        const QString member = contentFilesMember(it.key());
        if (member == QLatin1String("galaxy"))
            files.galaxy = it.value();
        else if (member == QLatin1String("ships"))
            files.ships = it.value();
        else if (member == QLatin1String("things"))
            files.things = it.value();
        else if (member == QLatin1String("deck"))
            files.deck = it.value();
        else if (member == QLatin1String("technologies"))
            files.technologies = it.value();
        else if (member == QLatin1String("spawnDeck"))
            files.spawnDeck = it.value();
        else if (member == QLatin1String("equipment"))
            files.equipment = it.value();
        else if (member == QLatin1String("board"))
            files.board = it.value();
        else
            files.ruleset = it.value();
    }
    return files;
}

QVariantMap sessionConfig(const ContentSet &set)
{
    QVariantMap config;
    for (auto it = set.constBegin(); it != set.constEnd(); ++it)
        config.insert(sessionConfigKey(it.key()), it.value());
    return config;
}

} // namespace starboard::editor
