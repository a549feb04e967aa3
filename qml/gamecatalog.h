#pragma once

#include <QColor>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace starboard {

// What the views need to know about one of the five games by its id: name, pitch, art,
// player range, computer levels, side names and colours, board view. A QML singleton;
// GameListModel and C++ use the static functions.
class GameCatalog : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit GameCatalog(QObject *parent = nullptr);

    // Every game of Starboard, registered or not, in the home screen's order.
    static QStringList allGameIds();
    Q_INVOKABLE static bool isPlayable(const QString &gameId); // registered, with a board
    // The translated display name; the id itself for an unknown game.
    Q_INVOKABLE static QString gameName(const QString &gameId);
    // One translated line: what the game is about.
    Q_INVOKABLE static QString pitch(const QString &gameId);
    // One translated line for the new-game dialog: who plays what with `players` players,
    // where the game's seating is not one side per player; "" otherwise.
    Q_INVOKABLE static QString seating(const QString &gameId, int players);
    // qrc:/art/games/<id>.svg, or an empty URL while that file does not exist.
    Q_INVOKABLE static QUrl artUrl(const QString &gameId);
    Q_INVOKABLE static int minPlayers(const QString &gameId);
    Q_INVOKABLE static int maxPlayers(const QString &gameId);
    Q_INVOKABLE static bool hasChance(const QString &gameId);
    Q_INVOKABLE static bool hasHiddenInformation(const QString &gameId);
    // The computer levels of a registered game (agentNames(): "random", "heuristic", ...).
    Q_INVOKABLE static QStringList computerLevels(const QString &gameId);
    // "Beginner" for "random", "Standard" for "heuristic" (translated); others unchanged.
    Q_INVOKABLE static QString levelName(const QString &level);
    // The game's name for a seat ("Redog") and its colour.
    Q_INVOKABLE static QString sideName(const QString &gameId, int seat);
    Q_INVOKABLE static QColor sideColor(const QString &gameId, int seat);
    // The seat's emblem (a glyph: triangle, circle, diamond, square; a cross for Galaxy of
    // D's Pirates), drawn in its colour so that seats differ by more than colour.
    Q_INVOKABLE static QString sideEmblem(const QString &gameId, int seat);
    // The game's board view in the module's resources, empty while it has none.
    Q_INVOKABLE static QUrl boardUrl(const QString &gameId);
    // A fresh random seed, as the decimal text GameSession takes.
    Q_INVOKABLE static QString randomSeed();
    // qrc:/<path> when that resource exists (art/app/starboard.svg), else an empty URL.
    Q_INVOKABLE static QUrl resource(const QString &path);
};

} // namespace starboard
