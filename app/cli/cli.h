#pragma once

// starboard-cli: the headless tool over the engine and the data layer (docs/cli.md).
//
// Exit codes: 0 success, 1 a file is invalid or a game could not be replayed or saved,
// 2 a usage error (unknown command, option, game or agent, a bad number).

#include "data/data.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <memory>

class QCommandLineParser;
class QCommandLineOption;

namespace starboard {
class Game;
struct GameRegistration;
} // namespace starboard

namespace starboard::cli {

enum ExitCode
{
    kExitOk = 0,
    kExitFailed = 1,
    kExitUsage = 2,
};

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    Cli(QTextStream &out, QTextStream &err);

    // `arguments` as from QCoreApplication::arguments() (the program name first).
    int run(const QStringList &arguments);

private:
    struct Command
    {
        QString name;
        QString summary;
        int (Cli::*run)(const QStringList &arguments);
    };
    QList<Command> commands() const;
    const Command *findCommand(const QString &name) const;
    QString globalHelp() const;

    int listGames(const QStringList &arguments);
    int validate(const QStringList &arguments);
    int simulate(const QStringList &arguments);
    int tournament(const QStringList &arguments);
    int bench(const QStringList &arguments);
    int record(const QStringList &arguments);
    int replay(const QStringList &arguments);
    int help(const QStringList &arguments);

    // Parses a subcommand's arguments (arguments[0] is "starboard-cli <command>").
    // Returns -1 to go on, or the exit code (after printing the help or the error).
    int parseCommand(QCommandLineParser &parser, const QString &command, const QString &description,
                     const QStringList &arguments);
    QString commandHelp(QCommandLineParser &parser, const QString &command) const;
    int usageError(const QString &command, const QString &message);

    // The content options (--ruleset, --galaxy, --ships, --things), shared by several
    // commands.
    static QList<QCommandLineOption> contentOptions();
    static data::ContentFiles contentFiles(const QCommandLineParser &parser);
    // The registration of --game; prints the error (exit code in *exitCode) when missing or
    // unknown.
    const GameRegistration *requireGame(const QCommandLineParser &parser, const QString &command,
                                        int *exitCode);
    // --agents split at commas, each name trimmed.
    static QStringList splitAgents(const QString &value);
    // False (and *exitCode set, with the message) when a name is not one of the game's agents.
    bool knownAgents(const QStringList &agents, const QString &command,
                     const GameRegistration &game, int *exitCode);
    // The agent names of --agents, checked against the game; empty with the error printed
    // otherwise.
    QStringList requireAgents(const QCommandLineParser &parser, const QString &command,
                              const GameRegistration &game, int *exitCode);
    // Loads the content named by the content options and creates the game.
    std::shared_ptr<Game> createGame(const QCommandLineParser &parser, const GameRegistration &game,
                                     int numPlayers, int *exitCode);
    std::shared_ptr<Game> createGame(const data::ContentFiles &files, const GameRegistration &game,
                                     int numPlayers, int *exitCode);
    bool parseNumber(const QCommandLineParser &parser, const QString &option,
                     const QString &command, qint64 min, qint64 max, qint64 &value);
    bool parseSeed(const QCommandLineParser &parser, const QString &command, quint64 &seed);

    void printErrors(const QStringList &errors);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace starboard::cli
