#include "gamecatalog.h"

#include "ai/agent.h"
#include "engine/registry.h"
#include "gametext.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>

#include <algorithm>

namespace starboard {

namespace {

// The five games of Starboard; those without an engine yet are shown as "coming soon".
// Player ranges from their rulebooks; a registered game's own info takes precedence.
const GameInfo kAllGames[] = {
    {"galaxy-of-d", "Galaxy of D", 2, 2, true, true},
    {"galactic-warfare", "Galactic Warfare", 2, 2, true, true},
    {"pilots-of-gallaxia", "Pilots of Gallaxia", 2, 6, true, true},
    {"galaxy-command", "Galaxy Command", 1, 4, true, true},
    {"galaxy-fighters", "Galaxy Fighters", 2, 4, true, false},
};

[[maybe_unused]] const char *const kGameNames[] = {
    //: A game's name on the home page and everywhere (a title: keep it, or translate as the game's
    //: publisher would). 'D' is a letter.
    QT_TRANSLATE_NOOP("Games", "Galaxy of D"),
    //: A game's name on the home page (a title: keep it, or translate as the game's publisher
    //: would).
    QT_TRANSLATE_NOOP("Games", "Galactic Warfare"),
    //: A game's name on the home page (a title: keep it, or translate as the game's publisher
    //: would). Gallaxia is a made-up name. Not playable yet.
    QT_TRANSLATE_NOOP("Games", "Pilots of Gallaxia"),
    //: A game's name on the home page and everywhere (a title: keep it, or translate as the game's
    //: publisher would).
    QT_TRANSLATE_NOOP("Games", "Galaxy Command"),
    //: A game's name on the home page and everywhere (a title: keep it, or translate as the game's
    //: publisher would).
    QT_TRANSLATE_NOOP("Games", "Galaxy Fighters"),
};

const GameInfo *findInfo(const QString &gameId)
{
    if (const GameRegistration *registration = builtinGames().find(gameId.toStdString()))
        return &registration->info;
    for (const GameInfo &info : kAllGames)
        if (gameId == QLatin1String(info.id.c_str()))
            return &info;
    return nullptr;
}

QUrl existingResource(const QString &path)
{
    return QFile::exists(QLatin1Char(':') + path) ? QUrl(QStringLiteral("qrc:") + path) : QUrl();
}

} // namespace

GameCatalog::GameCatalog(QObject *parent) : QObject(parent) {}

QStringList GameCatalog::allGameIds()
{
    QStringList ids;
    for (const auto &registration : builtinGames().games())
        ids.append(QString::fromStdString(registration.info.id));
    for (const GameInfo &info : kAllGames) {
        const QString id = QString::fromStdString(info.id);
        if (!ids.contains(id))
            ids.append(id);
    }
    return ids;
}

bool GameCatalog::isPlayable(const QString &gameId)
{
    // A game whose rules are built but whose board is not yet plays in starboard-cli and the
    // Workshop's Playtest only, and shows as coming soon here.
    return builtinGames().find(gameId.toStdString()) != nullptr && !boardUrl(gameId).isEmpty();
}

QString GameCatalog::gameName(const QString &gameId)
{
    const GameInfo *info = findInfo(gameId);
    // The engine's names are English; the translations carry them in context "Games".
    return info ? QCoreApplication::translate("Games", info->displayName.c_str()) : gameId;
}

QString GameCatalog::pitch(const QString &gameId)
{
    if (gameId == QLatin1String("galaxy-of-d"))
        return tr("Two fleets, one galaxy: buy ships, hold planets, haul cargo and bomb the "
                  "enemy Starbase.");
    if (gameId == QLatin1String("galactic-warfare"))
        return tr("Charge across the dark squares, jump enemy ships in dice battles and turn "
                  "captured ships into power-ups.");
    if (gameId == QLatin1String("pilots-of-gallaxia"))
        return tr("Race through the sektors to bring your scientist home, past warps, "
                  "teleprisms and Durriken mercenaries.");
    if (gameId == QLatin1String("galaxy-command"))
        return tr("Explore and align star systems, grow metal, wealth and technology, and "
                  "survive the events of every year.");
    if (gameId == QLatin1String("galaxy-fighters"))
        return tr("Team up to defend the four districts of Galaxy City from waves of Exovon "
                  "invaders.");
    return {};
}

QString GameCatalog::seating(const QString &gameId, int players)
{
    // docs/rules/galaxy-fighters.md, "Who flies which ship".
    if (gameId == QLatin1String("galaxy-fighters")) {
        switch (players) {
        case 1:
            //: New game dialog, Galaxy Fighters with one player.
            return tr("You fly all four ships, one turn after another.");
        case 2:
            //: New game dialog, Galaxy Fighters with two players.
            return tr("Each player flies two ships, opposite each other: player 1 the blue "
                      "and the yellow, player 2 the green and the red.");
        case 3:
            //: New game dialog, Galaxy Fighters with three players.
            return tr("Each player flies one ship; the fourth, red ship is flown by each "
                      "player in turn, one round each.");
        case 4:
            //: New game dialog, Galaxy Fighters with four players.
            return tr("Each player flies one ship. A computer pilot can take any seat.");
        default:
            return {};
        }
    }
    return {};
}

QUrl GameCatalog::artUrl(const QString &gameId)
{
    return existingResource(QStringLiteral("/art/games/%1.svg").arg(gameId));
}

int GameCatalog::minPlayers(const QString &gameId)
{
    const GameInfo *info = findInfo(gameId);
    return info ? info->minPlayers : 0;
}

int GameCatalog::maxPlayers(const QString &gameId)
{
    const GameInfo *info = findInfo(gameId);
    return info ? info->maxPlayers : 0;
}

bool GameCatalog::hasChance(const QString &gameId)
{
    const GameInfo *info = findInfo(gameId);
    return info && info->hasChance;
}

bool GameCatalog::hasHiddenInformation(const QString &gameId)
{
    const GameInfo *info = findInfo(gameId);
    return info && info->hasHiddenInformation;
}

QStringList GameCatalog::computerLevels(const QString &gameId)
{
    // The four levels, weakest first (the other agents, "random" and "heuristic", stay for
    // simulate, the Playtest and saved games that name them).
    QStringList levels;
    if (!isPlayable(gameId))
        return levels;
    const std::vector<std::string> names = agentNames(gameId.toStdString());
    for (const std::string &level : kLevelNames)
        if (std::find(names.begin(), names.end(), level) != names.end())
            levels.append(QString::fromStdString(level));
    return levels;
}

QString GameCatalog::levelName(const QString &level)
{
    if (level == QLatin1String("beginner"))
        //: A computer player's level (in the new game dialog and the seats).
        return tr("Beginner");
    if (level == QLatin1String("standard"))
        //: A computer player's level (in the new game dialog and the seats).
        return tr("Standard");
    if (level == QLatin1String("strong"))
        //: A computer player's level (in the new game dialog and the seats).
        return tr("Strong");
    if (level == QLatin1String("expert"))
        //: A computer player's level, the best (in the new game dialog and the seats).
        return tr("Expert");
    if (level == QLatin1String("random"))
        //: A computer player that picks its moves at random (in the new game dialog and the seats).
        return tr("Random moves");
    if (level == QLatin1String("heuristic"))
        //: A computer player that plays by simple rules (a heuristic), not by searching; in the
        //: seats' choosers.
        return tr("Rule of thumb");
    return level;
}

QString GameCatalog::sideName(const QString &gameId, int seat)
{
    return seatSideName(gameId, seat);
}

QColor GameCatalog::sideColor(const QString &gameId, int seat)
{
    return seatColor(gameId, seat);
}

QString GameCatalog::sideEmblem(const QString &gameId, int seat)
{
    return seatEmblem(gameId, seat);
}

QUrl GameCatalog::boardUrl(const QString &gameId)
{
    if (gameId == QLatin1String("galaxy-of-d"))
        return existingResource(QStringLiteral("/qt/qml/Starboard/games/galaxy-of-d/GodBoard.qml"));
    if (gameId == QLatin1String("galaxy-command"))
        return existingResource(
            QStringLiteral("/qt/qml/Starboard/games/galaxy-command/GcBoard.qml"));
    if (gameId == QLatin1String("galaxy-fighters"))
        return existingResource(
            QStringLiteral("/qt/qml/Starboard/games/galaxy-fighters/GfBoard.qml"));
    if (gameId == QLatin1String("galactic-warfare"))
        return existingResource(
            QStringLiteral("/qt/qml/Starboard/games/galactic-warfare/GwBoard.qml"));
    return {};
}

QString GameCatalog::randomSeed()
{
    // Nine digits: easy to read out and type, and plenty of games.
    return QString::number(QRandomGenerator::global()->bounded(1, 1000000000));
}

QUrl GameCatalog::resource(const QString &path)
{
    return existingResource(path.startsWith(QLatin1Char('/')) ? path : QLatin1Char('/') + path);
}

} // namespace starboard
