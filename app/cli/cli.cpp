#include "cli.h"

#include "ai/agent.h"
#include "data/atomicwrite.h"
#include "data/data.h"
#include "data/recordcheck.h"
#include "engine/record.h"
#include "engine/registry.h"
#include "playtest/export.h"
#include "playtest/playtest.h"
#include "playtest/tournament.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <exception>

namespace starboard::cli {

namespace {

const QString kProgram = QStringLiteral("starboard-cli");

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QStringList qsList(const std::vector<std::string> &list)
{
    QStringList result;
    for (const auto &s : list)
        result.append(qs(s));
    return result;
}

// Seat that won (return > 0), or -1 when nobody did.
int winnerOf(const State &state)
{
    const auto returns = state.returns();
    for (int p = 0; p < int(returns.size()); ++p) {
        if (returns[p] > 0)
            return p;
    }
    return -1;
}

// How a finished game ended, for record and replay: "winner: seat 1 (random)" when seats
// play against each other; "won"/"lost" (with the rank) for one player; "the team won"/"the
// team lost" for a cooperative game. `agents` may be empty.
QString outcomeText(const Game &game, const State &state, const QStringList &agents)
{
    const int winner = winnerOf(state);
    if (state.numPlayers() == 1) {
        const auto names = state.rankNames();
        const int rank = state.rank(0);
        const QString result = winner >= 0 ? Cli::tr("won") : Cli::tr("lost");
        if (rank >= 0 && rank < int(names.size()))
            return QStringLiteral("%1 (%2)").arg(result, qs(names[std::size_t(rank)]));
        return result;
    }
    if (game.info().cooperative)
        return winner >= 0 ? Cli::tr("the team won") : Cli::tr("the team lost");
    if (winner < 0)
        return Cli::tr("winner: none");
    if (agents.isEmpty())
        return Cli::tr("winner: seat %1").arg(winner);
    return Cli::tr("winner: seat %1 (%2)").arg(winner).arg(agents.value(winner));
}

QString percent(double share)
{
    return QString::number(share * 100.0, 'f', 1) + QLatin1Char('%');
}

QString decimal(double value, int digits = 1)
{
    // No "-0.00" for a small negative bound.
    const double scale = std::pow(10.0, digits);
    double rounded = std::round(value * scale) / scale;
    if (rounded == 0)
        rounded = 0;
    return QString::number(rounded, 'f', digits);
}

// Seeds are 64-bit; JSON numbers are exact up to 2^53, so larger seeds are written as
// strings.
QJsonValue seedToJson(quint64 seed)
{
    if (seed <= (quint64(1) << 53))
        return QJsonValue(qint64(seed));
    return QJsonValue(QString::number(seed));
}

} // namespace

Cli::Cli(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}

QList<Cli::Command> Cli::commands() const
{
    return {
        {QStringLiteral("list-games"), tr("List the registered games and their agents"),
         &Cli::listGames},
        {QStringLiteral("validate"), tr("Check Starboard data files and report every error"),
         &Cli::validate},
        {QStringLiteral("simulate"), tr("Play many games between agents and print statistics"),
         &Cli::simulate},
        {QStringLiteral("tournament"),
         tr("Play a round robin between agents and rate them with confidence intervals"),
         &Cli::tournament},
        {QStringLiteral("bench"), tr("Measure random playouts per second"), &Cli::bench},
        {QStringLiteral("record"), tr("Play one game and save its record"), &Cli::record},
        {QStringLiteral("replay"), tr("Replay game records and check that they are legal"),
         &Cli::replay},
        {QStringLiteral("help"), tr("Show the help of a command"), &Cli::help},
    };
}

const Cli::Command *Cli::findCommand(const QString &name) const
{
    static const QList<Command> list = commands();
    for (const auto &command : list) {
        if (command.name == name)
            return &command;
    }
    return nullptr;
}

QString Cli::globalHelp() const
{
    QString text = tr("Usage: %1 <command> [options]").arg(kProgram) + QLatin1Char('\n');
    text += tr("Starboard's command-line tool: games, data files, playtests and benchmarks.") +
            QLatin1String("\n\n");
    text += tr("Commands:") + QLatin1Char('\n');
    for (const auto &command : commands())
        text += QStringLiteral("  %1  %2\n").arg(command.name, -11).arg(command.summary);
    text += QLatin1Char('\n') + tr("Options:") + QLatin1Char('\n');
    text += QStringLiteral("  -h, --help     ") + tr("Show this help") + QLatin1Char('\n');
    text += QStringLiteral("  -v, --version  ") + tr("Show the version") + QLatin1Char('\n');
    text += QLatin1Char('\n') +
            tr("Run '%1 <command> --help' for the options of a command.").arg(kProgram) +
            QLatin1Char('\n');
    return text;
}

int Cli::run(const QStringList &arguments)
{
    // Options before the command belong to the tool, everything from the command on to the
    // command.
    int i = 1;
    for (; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (arg == QLatin1String("-h") || arg == QLatin1String("--help") ||
            arg == QLatin1String("-?")) {
            if (i + 1 < arguments.size() && !arguments.at(i + 1).startsWith(QLatin1Char('-')))
                return help({kProgram + QLatin1String(" help"), arguments.at(i + 1)});
            m_out << globalHelp();
            return kExitOk;
        }
        if (arg == QLatin1String("-v") || arg == QLatin1String("--version")) {
            m_out << kProgram << QLatin1Char(' ') << QCoreApplication::applicationVersion()
                  << QLatin1Char('\n');
            return kExitOk;
        }
        if (!arg.startsWith(QLatin1Char('-')))
            break;
        m_err << tr("%1: unknown option '%2'").arg(kProgram, arg) << QLatin1Char('\n')
              << tr("Run '%1 --help' for the commands.").arg(kProgram) << QLatin1Char('\n');
        return kExitUsage;
    }
    if (i >= arguments.size()) {
        m_err << globalHelp();
        return kExitUsage;
    }
    const QString name = arguments.at(i);
    const Command *command = findCommand(name);
    if (!command) {
        m_err << tr("%1: unknown command '%2'").arg(kProgram, name) << QLatin1Char('\n')
              << tr("Run '%1 --help' for the commands.").arg(kProgram) << QLatin1Char('\n');
        return kExitUsage;
    }
    QStringList rest{kProgram + QLatin1Char(' ') + name};
    rest += arguments.mid(i + 1);
    try {
        return (this->*(command->run))(rest);
    } catch (const std::exception &e) {
        m_err << tr("%1 %2: internal error: %3").arg(kProgram, name, QString::fromUtf8(e.what()))
              << QLatin1Char('\n');
        return kExitFailed;
    }
}

QString Cli::commandHelp(QCommandLineParser &parser, const QString &command) const
{
    // QCommandLineParser's usage line names the executable path only; name the command.
    QString text = parser.helpText();
    const int lineEnd = text.indexOf(QLatin1Char('\n'));
    QString usage = tr("Usage: %1 %2 [options]").arg(kProgram, command);
    const int positional = text.left(lineEnd).indexOf(QLatin1String("[options]"));
    if (positional >= 0)
        usage += text.mid(positional + 9, lineEnd - positional - 9);
    return usage + text.mid(lineEnd);
}

int Cli::parseCommand(QCommandLineParser &parser, const QString &command,
                      const QString &description, const QStringList &arguments)
{
    parser.setApplicationDescription(description);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        tr("Show this help."));
    parser.addOption(helpOption);
    if (!parser.parse(arguments)) {
        // --help wins over a parse error in the other options.
        if (arguments.contains(QLatin1String("--help")) ||
            arguments.contains(QLatin1String("-h"))) {
            m_out << commandHelp(parser, command);
            return kExitOk;
        }
        return usageError(command, parser.errorText());
    }
    if (parser.isSet(helpOption)) {
        m_out << commandHelp(parser, command);
        return kExitOk;
    }
    return -1;
}

int Cli::usageError(const QString &command, const QString &message)
{
    m_err << kProgram << QLatin1Char(' ') << command << QLatin1String(": ") << message
          << QLatin1Char('\n') << tr("Run '%1 %2 --help' for its options.").arg(kProgram, command)
          << QLatin1Char('\n');
    return kExitUsage;
}

void Cli::printErrors(const QStringList &errors)
{
    for (const auto &error : errors)
        m_err << error << QLatin1Char('\n');
}

QList<QCommandLineOption> Cli::contentOptions()
{
    return {
        {QStringLiteral("ruleset"), tr("Ruleset file (default: the game's standard rules)."),
         tr("file")},
        {QStringLiteral("galaxy"), tr("Galaxy (map) file (default: the shipped galaxy)."),
         tr("file")},
        {QStringLiteral("ships"),
         tr("Ship table file (Galaxy of D; Galaxy Fighters: the ship cards; default: the "
            "shipped one)."),
         tr("file")},
        {QStringLiteral("things"), tr("Things file (default: the shipped Things)."), tr("file")},
        {QStringLiteral("deck"), tr("Deck file (Galaxy Command; default: the shipped deck)."),
         tr("file")},
        {QStringLiteral("technologies"),
         tr("Technology mat file (Galaxy Command; default: the shipped mat)."), tr("file")},
        {QStringLiteral("spawn-deck"),
         tr("Spawn deck file (Galaxy Fighters; default: the shipped deck)."), tr("file")},
        {QStringLiteral("equipment"),
         tr("Cockpit equipment file (Galaxy Fighters: weapon systems, engines and command "
            "tiles; default: the shipped equipment)."),
         tr("file")},
    };
}

data::ContentFiles Cli::contentFiles(const QCommandLineParser &parser)
{
    data::ContentFiles files;
    files.ruleset = parser.value(QStringLiteral("ruleset"));
    files.galaxy = parser.value(QStringLiteral("galaxy"));
    files.ships = parser.value(QStringLiteral("ships"));
    files.things = parser.value(QStringLiteral("things"));
    files.deck = parser.value(QStringLiteral("deck"));
    files.technologies = parser.value(QStringLiteral("technologies"));
    files.spawnDeck = parser.value(QStringLiteral("spawn-deck"));
    files.equipment = parser.value(QStringLiteral("equipment"));
    return files;
}

const GameRegistration *Cli::requireGame(const QCommandLineParser &parser, const QString &command,
                                         int *exitCode)
{
    const QString id = parser.value(QStringLiteral("game"));
    if (id.isEmpty()) {
        *exitCode = usageError(command, tr("missing --game (see '%1 list-games')").arg(kProgram));
        return nullptr;
    }
    const GameRegistration *game = builtinGames().find(id.toStdString());
    if (!game) {
        QStringList known;
        for (const auto &g : builtinGames().games())
            known.append(qs(g.info.id));
        *exitCode = usageError(
            command,
            tr("unknown game '%1' (known games: %2)").arg(id, known.join(QLatin1String(", "))));
        return nullptr;
    }
    return game;
}

QStringList Cli::requireAgents(const QCommandLineParser &parser, const QString &command,
                               const GameRegistration &game, int *exitCode)
{
    const QString value = parser.value(QStringLiteral("agents"));
    if (value.isEmpty()) {
        *exitCode = usageError(command, tr("missing --agents (one agent name per seat, "
                                           "separated by commas)"));
        return {};
    }
    const QStringList agents = splitAgents(value);
    const int min = game.info.minPlayers;
    const int max = game.info.maxPlayers;
    if (agents.size() < min || agents.size() > max) {
        const QString seats = min == max ? QString::number(min) : tr("%1 to %2").arg(min).arg(max);
        *exitCode = usageError(command, tr("%1 takes %2 agents (one per seat), got %3: '%4'")
                                            .arg(qs(game.info.id), seats)
                                            .arg(agents.size())
                                            .arg(value));
        return {};
    }
    if (!knownAgents(agents, command, game, exitCode))
        return {};
    return agents;
}

QStringList Cli::splitAgents(const QString &value)
{
    QStringList agents = value.split(QLatin1Char(','));
    for (auto &agent : agents)
        agent = agent.trimmed();
    return agents;
}

bool Cli::knownAgents(const QStringList &agents, const QString &command,
                      const GameRegistration &game, int *exitCode)
{
    const QStringList available = qsList(agentNames(game.info.id));
    for (const auto &agent : agents) {
        // A variant ("strong:iterations=300") names a known agent; its settings are checked
        // when it is made (a bad one: "unknown agent" with the whole name).
        if (!available.contains(qs(agentBaseName(agent.toStdString())))) {
            *exitCode = usageError(
                command, tr("unknown agent '%1' for %2 (available: %3)")
                             .arg(agent, qs(game.info.id), available.join(QLatin1String(", "))));
            return false;
        }
    }
    return true;
}

std::shared_ptr<Game> Cli::createGame(const QCommandLineParser &parser,
                                      const GameRegistration &game, int numPlayers, int *exitCode)
{
    return createGame(contentFiles(parser), game, numPlayers, exitCode);
}

std::shared_ptr<Game> Cli::createGame(const data::ContentFiles &files, const GameRegistration &game,
                                      int numPlayers, int *exitCode)
{
    QStringList errors;
    const auto content = data::loadContent(game.info.id, files, errors);
    if (!content) {
        if (errors.isEmpty())
            errors.append(tr("the content of %1 could not be loaded").arg(qs(game.info.id)));
        printErrors(errors);
        *exitCode = kExitFailed;
        return nullptr;
    }
    auto result = game.create(content, numPlayers);
    if (!result) {
        m_err << tr("the content does not fit the game %1").arg(qs(game.info.id))
              << QLatin1Char('\n');
        *exitCode = kExitFailed;
    }
    return result;
}

bool Cli::parseNumber(const QCommandLineParser &parser, const QString &option,
                      const QString &command, qint64 min, qint64 max, qint64 &value)
{
    if (!parser.isSet(option))
        return true;
    const QString text = parser.value(option);
    bool ok = false;
    const qint64 number = text.toLongLong(&ok);
    if (!ok || number < min || number > max) {
        usageError(command, tr("--%1: '%2' is not a whole number from %3 to %4")
                                .arg(option, text)
                                .arg(min)
                                .arg(max));
        return false;
    }
    value = number;
    return true;
}

bool Cli::parseSeed(const QCommandLineParser &parser, const QString &command, quint64 &seed)
{
    if (!parser.isSet(QStringLiteral("seed")))
        return true;
    const QString text = parser.value(QStringLiteral("seed"));
    bool ok = false;
    const quint64 number = text.toULongLong(&ok);
    if (!ok) {
        usageError(
            command,
            tr("--seed: '%1' is not a whole number from 0 to 18446744073709551615").arg(text));
        return false;
    }
    seed = number;
    return true;
}

// --- list-games -------------------------------------------------------------------------

int Cli::listGames(const QStringList &arguments)
{
    const QString command = QStringLiteral("list-games");
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print a JSON array instead of text."));
    parser.addOption(jsonOption);
    if (int code = parseCommand(parser, command,
                                tr("Lists every registered game: id, name, number of players, "
                                   "whether it has chance (dice, draws) and hidden "
                                   "information, and the agents that can play it."),
                                arguments);
        code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            command, tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    const auto &games = builtinGames().games();
    if (parser.isSet(jsonOption)) {
        QJsonArray array;
        for (const auto &game : games) {
            QJsonObject o;
            o[QLatin1String("id")] = qs(game.info.id);
            o[QLatin1String("name")] = qs(game.info.displayName);
            o[QLatin1String("minPlayers")] = game.info.minPlayers;
            o[QLatin1String("maxPlayers")] = game.info.maxPlayers;
            o[QLatin1String("hasChance")] = game.info.hasChance;
            o[QLatin1String("hasHiddenInformation")] = game.info.hasHiddenInformation;
            o[QLatin1String("agents")] =
                QJsonArray::fromStringList(qsList(agentNames(game.info.id)));
            array.append(o);
        }
        m_out << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return kExitOk;
    }

    int idWidth = 0;
    int nameWidth = 0;
    for (const auto &game : games) {
        idWidth = std::max(idWidth, int(qs(game.info.id).size()));
        nameWidth = std::max(nameWidth, int(qs(game.info.displayName).size()));
    }
    const QString yes = tr("yes");
    const QString no = tr("no");
    for (const auto &game : games) {
        const auto &info = game.info;
        const QString players =
            info.minPlayers == info.maxPlayers
                ? tr("players: %1").arg(info.minPlayers)
                : tr("players: %1-%2").arg(info.minPlayers).arg(info.maxPlayers);
        m_out << QStringLiteral("%1  %2  %3  ")
                     .arg(qs(info.id), -idWidth)
                     .arg(qs(info.displayName), -nameWidth)
                     .arg(players)
              << tr("chance: %1").arg(info.hasChance ? yes : no) << QLatin1String("  ")
              << tr("hidden information: %1").arg(info.hasHiddenInformation ? yes : no)
              << QLatin1String("  ")
              << tr("agents: %1").arg(qsList(agentNames(info.id)).join(QLatin1String(", ")))
              << QLatin1Char('\n');
    }
    return kExitOk;
}

// --- validate ---------------------------------------------------------------------------

int Cli::validate(const QStringList &arguments)
{
    const QString command = QStringLiteral("validate");
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("files"), tr("The files to check."), tr("FILE..."));
    if (int code = parseCommand(
            parser, command,
            tr("Checks Starboard data files (galaxies, ship tables, Things, rulesets, game "
               "records), choosing the checks by each file's \"format\". Prints 'FILE: ok' "
               "for each valid file and every error of the others on standard error. Exits "
               "with 1 when any file is invalid."),
            arguments);
        code >= 0)
        return code;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(command, tr("no file given"));

    bool allValid = true;
    for (const auto &file : files) {
        QStringList errors;
        const QFileInfo info(file);
        if (!info.exists())
            errors.append(tr("%1: no such file").arg(file));
        else if (info.isDir())
            errors.append(tr("%1: is a folder, not a file").arg(file));
        else
            errors = data::checkFile(file);
        if (errors.isEmpty()) {
            m_out << tr("%1: ok").arg(file) << QLatin1Char('\n');
        } else {
            allValid = false;
            printErrors(errors);
        }
    }
    m_out.flush();
    return allValid ? kExitOk : kExitFailed;
}

namespace {

QJsonObject scoreStatsJson(const ScoreSummary &st)
{
    QJsonObject o;
    o[QLatin1String("mean")] = st.mean;
    o[QLatin1String("median")] = st.median;
    o[QLatin1String("min")] = st.min;
    o[QLatin1String("max")] = st.max;
    QJsonObject histogram;
    for (const auto &[value, count] : st.histogram)
        histogram[QString::number(value)] = count;
    o[QLatin1String("histogram")] = histogram;
    return o;
}

// A seat's games per rank, lowest first, then the games it ended without a rank.
QJsonArray rankStatsJson(const PlaytestResult &result, int seat, double n)
{
    QJsonArray out;
    const std::vector<int> counts = result.rankCounts(seat);
    for (std::size_t i = 0; i < counts.size(); ++i) {
        QJsonObject r;
        r[QLatin1String("rank")] = qs(result.rankNames[i]);
        r[QLatin1String("games")] = counts[i];
        r[QLatin1String("rate")] = counts[i] / n;
        out.append(r);
    }
    return out;
}

QString modeId(PlaytestMode mode)
{
    switch (mode) {
    case PlaytestMode::Solitaire:
        return QStringLiteral("solitaire");
    case PlaytestMode::Team:
        return QStringLiteral("team");
    case PlaytestMode::Competitive:
        break;
    }
    return QStringLiteral("competitive");
}

} // namespace

// --- simulate ---------------------------------------------------------------------------

namespace {

// " (75.0%, 95% CI [30.1%, 95.4%])" parts for a rate of `count` in `n` games, with the
// too-small warning (figures.h: kMinFigureGames, kMaxRateIntervalWidth).
QString rateText(int count, int n)
{
    const Interval i = wilson(count, n);
    const bool tooSmall = n < kMinFigureGames || i.high - i.low > kMaxRateIntervalWidth;
    return Cli::tr("%1 (%2, 95% CI [%3, %4])%5")
        .arg(count)
        .arg(percent(n > 0 ? double(count) / n : 0.0), percent(i.low), percent(i.high),
             tooSmall ? Cli::tr("  ! too few games to tell") : QString());
}

// A figure's value and interval: rates in percent, means as numbers.
QString figureValue(FigureKind kind, const Interval &i)
{
    if (kind == FigureKind::Rate)
        return Cli::tr("%1 [%2, %3]").arg(percent(i.value), percent(i.low), percent(i.high));
    return Cli::tr("%1 [%2, %3]").arg(decimal(i.value, 2), decimal(i.low, 2), decimal(i.high, 2));
}

// A difference: rates in percentage points, means as numbers, with their signs.
QString differenceValue(FigureKind kind, const Interval &i)
{
    const auto signedNumber = [kind](double v) {
        const QString text = kind == FigureKind::Rate ? decimal(v * 100.0, 1) : decimal(v, 2);
        return v >= 0 ? QLatin1Char('+') + text : text;
    };
    return Cli::tr("%1 [%2, %3]%4")
        .arg(signedNumber(i.value), signedNumber(i.low), signedNumber(i.high),
             kind == FigureKind::Rate ? Cli::tr(" points") : QString());
}

QJsonValue number(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

QJsonArray figuresJson(const std::vector<FigureSummary> &figures)
{
    QJsonArray out;
    for (const FigureSummary &f : figures) {
        QJsonObject o;
        o[QLatin1String("id")] = qs(f.def.id);
        o[QLatin1String("kind")] =
            f.def.kind == FigureKind::Rate ? QStringLiteral("rate") : QStringLiteral("mean");
        o[QLatin1String("label")] = qs(f.def.label(0));
        o[QLatin1String("games")] = f.games;
        o[QLatin1String("value")] = f.games ? number(f.value.value) : QJsonValue();
        o[QLatin1String("low")] = f.games ? number(f.value.low) : QJsonValue();
        o[QLatin1String("high")] = f.games ? number(f.value.high) : QJsonValue();
        o[QLatin1String("tooSmall")] = f.tooSmall;
        out.append(o);
    }
    return out;
}

QJsonArray comparisonJson(const std::vector<FigureComparison> &comparison)
{
    QJsonArray out;
    for (const FigureComparison &c : comparison) {
        const bool both = c.a.games && c.b.games;
        QJsonObject o;
        o[QLatin1String("id")] = qs(c.def.id);
        o[QLatin1String("label")] = qs(c.def.label(0));
        o[QLatin1String("a")] = c.a.games ? number(c.a.value.value) : QJsonValue();
        o[QLatin1String("b")] = c.b.games ? number(c.b.value.value) : QJsonValue();
        o[QLatin1String("difference")] = both ? number(c.difference.value) : QJsonValue();
        o[QLatin1String("low")] = both ? number(c.difference.low) : QJsonValue();
        o[QLatin1String("high")] = both ? number(c.difference.high) : QJsonValue();
        o[QLatin1String("differs")] = c.differs;
        o[QLatin1String("tooSmall")] = c.tooSmall;
        out.append(o);
    }
    return out;
}

// The member of data::ContentFiles a file of this "format" replaces in a game's content;
// nullptr when the format is not content of that game.
QString data::ContentFiles::*contentMember(const std::string &gameId, const QString &format)
{
    struct Part
    {
        const char *game;
        const char *format;
        QString data::ContentFiles::*member;
    };
    static const Part parts[] = {
        {"galaxy-of-d", "starboard.galaxy", &data::ContentFiles::galaxy},
        {"galaxy-of-d", "starboard.ships", &data::ContentFiles::ships},
        {"galaxy-of-d", "starboard.things", &data::ContentFiles::things},
        {"galaxy-of-d", "starboard.ruleset", &data::ContentFiles::ruleset},
        {"galaxy-command", "starboard.gc-deck", &data::ContentFiles::deck},
        {"galaxy-command", "starboard.gc-technologies", &data::ContentFiles::technologies},
        {"galaxy-command", "starboard.gc-ruleset", &data::ContentFiles::ruleset},
        {"galaxy-fighters", "starboard.gf-spawn-deck", &data::ContentFiles::spawnDeck},
        {"galaxy-fighters", "starboard.gf-ships", &data::ContentFiles::ships},
        {"galaxy-fighters", "starboard.gf-equipment", &data::ContentFiles::equipment},
        {"galaxy-fighters", "starboard.gf-ruleset", &data::ContentFiles::ruleset},
    };
    for (const Part &part : parts) {
        if (gameId == part.game && format == QLatin1String(part.format))
            return part.member;
    }
    return nullptr;
}

// "ruleset: FILE" per file given in place of the shipped one.
std::vector<std::string> contentLines(const data::ContentFiles &files)
{
    std::vector<std::string> out;
    const std::pair<const char *, const QString *> members[] = {
        {"galaxy", &files.galaxy},
        {"ships", &files.ships},
        {"things", &files.things},
        {"ruleset", &files.ruleset},
        {"deck", &files.deck},
        {"technologies", &files.technologies},
        {"spawn-deck", &files.spawnDeck},
        {"equipment", &files.equipment}};
    for (const auto &[name, value] : members) {
        if (!value->isEmpty())
            out.push_back(std::string(name) + ": " + value->toStdString());
    }
    return out;
}

} // namespace

int Cli::simulate(const QStringList &arguments)
{
    const QString command = QStringLiteral("simulate");
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("game"), tr("The game to play (see list-games)."), tr("id")});
    parser.addOption({QStringLiteral("agents"),
                      tr("One agent or level per seat, separated by commas, e.g. "
                         "strong,beginner (see list-games); a level with other search "
                         "settings, e.g. strong:iterations=300 (docs/ai.md)."),
                      tr("names")});
    parser.addOption({QStringLiteral("games"), tr("Number of games (default 100)."), tr("n")});
    parser.addOption({QStringLiteral("seed"),
                      tr("Seed (default 1); game i is played with a seed derived from it and i."),
                      tr("seed")});
    parser.addOptions(contentOptions());
    parser.addOption({QStringLiteral("threads"),
                      tr("Worker threads (default: one per core); the results do not depend "
                         "on it."),
                      tr("n")});
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print the statistics as one JSON object."));
    parser.addOption(jsonOption);
    parser.addOption({QStringLiteral("compare"),
                      tr("Compare with a variant B: the same games (seeds) with this content file "
                         "(galaxy, ships, Things, deck, technologies, spawn deck, equipment or "
                         "ruleset, told by its "
                         "\"format\") in place of A's. May be repeated."),
                      tr("file")});
    parser.addOption({QStringLiteral("compare-agents"),
                      tr("Compare with a variant B played by these agents (default: A's)."),
                      tr("names")});
    parser.addOption({QStringLiteral("csv"),
                      tr("Also write each game's figures and the summary (and the comparison) "
                         "as CSV to this file (docs/data-formats.md)."),
                      tr("file")});
    parser.addOption({QStringLiteral("json-file"),
                      tr("Also write each game's figures and the summary (and the comparison) "
                         "as JSON to this file (docs/data-formats.md)."),
                      tr("file")});
    if (int code = parseCommand(parser, command,
                                tr("Plays a batch of games between agents and prints every rate "
                                   "with its 95% confidence interval: the wins per seat, the "
                                   "draws, the first player's win rate; for one player, and "
                                   "for games the players win or lose together, the wins and "
                                   "losses and the ranks reached; then the game's figures. "
                                   "With --compare or --compare-agents, plays a variant B on "
                                   "the same seeds and prints each figure of A and B with the "
                                   "difference and its 95% interval."),
                                arguments);
        code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            command, tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    int exitCode = kExitUsage;
    const GameRegistration *registration = requireGame(parser, command, &exitCode);
    if (!registration)
        return exitCode;
    const QStringList agents = requireAgents(parser, command, *registration, &exitCode);
    if (agents.isEmpty())
        return exitCode;
    qint64 games = 100;
    qint64 threads = std::clamp(QThread::idealThreadCount(), 1, 64);
    quint64 seed = 1;
    if (!parseNumber(parser, QStringLiteral("games"), command, 1, 100000000, games) ||
        !parseNumber(parser, QStringLiteral("threads"), command, 1, 64, threads) ||
        !parseSeed(parser, command, seed))
        return kExitUsage;

    // Variant B: other content files and/or other agents, the same seeds.
    const bool comparing =
        parser.isSet(QStringLiteral("compare")) || parser.isSet(QStringLiteral("compare-agents"));
    const data::ContentFiles filesA = contentFiles(parser);
    data::ContentFiles filesB = filesA;
    for (const QString &file : parser.values(QStringLiteral("compare"))) {
        // Read as every user file is (data::readDocument): a broken file is named with its
        // place and reason.
        QStringList errors;
        const auto document = data::readDocument(file, QString(), errors);
        if (!document) {
            printErrors(errors);
            return usageError(command, tr("--compare: cannot read '%1'").arg(file));
        }
        const QString format = document->value(QLatin1String("format")).toString();
        const auto member = contentMember(registration->info.id, format);
        if (!member)
            return usageError(command, tr("--compare: '%1' is not content of %2 (format '%3')")
                                           .arg(file, qs(registration->info.id), format));
        filesB.*member = file;
    }
    QStringList agentsB = agents;
    if (parser.isSet(QStringLiteral("compare-agents"))) {
        agentsB = splitAgents(parser.value(QStringLiteral("compare-agents")));
        if (agentsB.size() != agents.size())
            return usageError(command,
                              tr("--compare-agents: %n agent(s) needed (one per seat of A)",
                                 nullptr, int(agents.size())));
        if (!knownAgents(agentsB, command, *registration, &exitCode))
            return exitCode;
    }

    const auto game = createGame(filesA, *registration, int(agents.size()), &exitCode);
    if (!game)
        return exitCode;
    std::shared_ptr<Game> gameB;
    if (comparing) {
        gameB = createGame(filesB, *registration, int(agents.size()), &exitCode);
        if (!gameB)
            return exitCode;
    }

    PlaytestOptions options;
    for (const auto &agent : agents)
        options.agents.push_back(agent.toStdString());
    options.games = int(games);
    options.seed = seed;
    options.threads = int(threads);
    PlaytestResult result;
    std::string error;
    QElapsedTimer timer;
    timer.start();
    if (!runPlaytest(*game, options, result, &error))
        return usageError(command, qs(error));
    PlaytestResult resultB;
    if (comparing) {
        PlaytestOptions optionsB = options;
        optionsB.agents.clear();
        for (const auto &agent : agentsB)
            optionsB.agents.push_back(agent.toStdString());
        if (!runPlaytest(*gameB, optionsB, resultB, &error))
            return usageError(command, qs(error));
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;

    // The exports.
    std::vector<PlaytestVariant> variants;
    variants.push_back({"A", options.agents, contentLines(filesA), seed, &result});
    if (comparing) {
        std::vector<std::string> namesB;
        for (const auto &agent : agentsB)
            namesB.push_back(agent.toStdString());
        variants.push_back({"B", namesB, contentLines(filesB), seed, &resultB});
    }
    const std::pair<QString,
                    std::string (*)(const std::string &, const std::vector<PlaytestVariant> &, int)>
        exports[] = {{QStringLiteral("csv"), &playtestCsv},
                     {QStringLiteral("json-file"), &playtestJson}};
    for (const auto &[option, write] : exports) {
        if (!parser.isSet(option))
            continue;
        const QString path = parser.value(option);
        const QByteArray bytes =
            QByteArray::fromStdString(write(registration->info.id, variants, 0));
        QString error, reason;
        if (!data::writeFileAtomically(path, bytes, error, &reason)) {
            m_err << tr("%1: cannot write: %2").arg(path, reason) << QLatin1Char('\n');
            return kExitFailed;
        }
    }

    int decided = 0;
    for (std::size_t i = 0; i < result.winners.size(); ++i) {
        if (result.winners[i] >= 0 && i < result.firstPlayers.size() && result.firstPlayers[i] >= 0)
            ++decided;
    }
    const double n = std::max(1, result.games);
    const std::vector<FigureSummary> figures = result.figures();
    const std::vector<FigureComparison> comparison =
        comparing ? compareFigures(result, resultB) : std::vector<FigureComparison>{};

    const bool competitive = result.mode == PlaytestMode::Competitive;
    if (parser.isSet(jsonOption)) {
        QJsonObject o;
        o[QLatin1String("game")] = qs(registration->info.id);
        o[QLatin1String("agents")] = QJsonArray::fromStringList(agents);
        o[QLatin1String("games")] = result.games;
        o[QLatin1String("seed")] = seedToJson(seed);
        o[QLatin1String("mode")] = modeId(result.mode);
        QJsonArray seats;
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat) {
            QJsonObject s;
            s[QLatin1String("seat")] = seat;
            s[QLatin1String("agent")] = agents.value(seat);
            if (competitive) {
                s[QLatin1String("wins")] = result.winsPerSeat[seat];
                s[QLatin1String("winRate")] = result.winsPerSeat[seat] / n;
            }
            if (result.hasScores())
                s[QLatin1String("scores")] = scoreStatsJson(result.scoreSummary(seat));
            if (result.hasRanks()) {
                s[QLatin1String("ranks")] = rankStatsJson(result, seat, n);
                s[QLatin1String("outOfGame")] = result.unrankedGames(seat);
            }
            seats.append(s);
        }
        o[QLatin1String("seats")] = seats;
        if (competitive) {
            o[QLatin1String("draws")] = result.draws;
            o[QLatin1String("drawRate")] = result.draws / n;
            o[QLatin1String("decidedGames")] = decided;
            o[QLatin1String("firstPlayerWinRate")] = result.firstPlayerWinRate();
        } else {
            o[QLatin1String("wins")] = result.teamWins;
            o[QLatin1String("winRate")] = result.teamWins / n;
            o[QLatin1String("losses")] = result.teamLosses;
            o[QLatin1String("lossRate")] = result.teamLosses / n;
        }
        o[QLatin1String("meanLength")] = result.meanLength();
        o[QLatin1String("medianLength")] = result.medianLength();
        o[QLatin1String("figures")] = figuresJson(figures);
        if (comparing) {
            QJsonObject b;
            b[QLatin1String("agents")] = QJsonArray::fromStringList(agentsB);
            QJsonArray content;
            for (const auto &line : contentLines(filesB))
                content.append(qs(line));
            b[QLatin1String("content")] = content;
            b[QLatin1String("games")] = resultB.games;
            b[QLatin1String("figures")] = figuresJson(resultB.figures());
            o[QLatin1String("variantB")] = b;
            o[QLatin1String("comparison")] = comparisonJson(comparison);
        }
        o[QLatin1String("seconds")] = std::round(seconds * 1000.0) / 1000.0;
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return kExitOk;
    }

    const int games_ = result.games;
    m_out << tr("%1 (%2), agents %3, seed %4")
                 .arg(qs(registration->info.displayName), qs(registration->info.id),
                      agents.join(tr(" vs ")))
                 .arg(seed)
          << QLatin1Char('\n');
    m_out << tr("Games: %1").arg(result.games) << QLatin1Char('\n');
    switch (result.mode) {
    case PlaytestMode::Competitive:
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat) {
            m_out << tr("Seat %1 (%2) wins: %3")
                         .arg(seat)
                         .arg(agents.value(seat))
                         .arg(rateText(result.winsPerSeat[seat], games_))
                  << QLatin1Char('\n');
        }
        m_out << tr("Draws: %1").arg(rateText(result.draws, games_)) << QLatin1Char('\n');
        break;
    case PlaytestMode::Solitaire:
        m_out << tr("Wins: %1").arg(rateText(result.teamWins, games_)) << QLatin1Char('\n');
        m_out << tr("Losses: %1").arg(rateText(result.teamLosses, games_)) << QLatin1Char('\n');
        break;
    case PlaytestMode::Team:
        m_out << tr("Team wins (all seats together): %1").arg(rateText(result.teamWins, games_))
              << QLatin1Char('\n');
        m_out << tr("Team losses: %1").arg(rateText(result.teamLosses, games_))
              << QLatin1Char('\n');
        break;
    }
    if (result.hasRanks()) {
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat) {
            const std::vector<int> counts = result.rankCounts(seat);
            QStringList parts;
            for (std::size_t i = 0; i < counts.size(); ++i)
                parts.append(tr("%1 %2").arg(qs(result.rankNames[i]), rateText(counts[i], games_)));
            if (const int out = result.unrankedGames(seat); out > 0)
                parts.append(tr("out of the game %1").arg(rateText(out, games_)));
            m_out << tr("Seat %1 (%2) ranks: %3")
                         .arg(seat)
                         .arg(agents.value(seat))
                         .arg(parts.join(QStringLiteral(", ")))
                  << QLatin1Char('\n');
        }
    }
    if (result.hasScores()) {
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat) {
            const ScoreSummary st = result.scoreSummary(seat);
            if (st.games == 0)
                continue;
            const Interval mean = meanInterval(result.seatScores(seat));
            m_out << tr("Seat %1 (%2) score: mean %3 (95% CI [%4, %5]), median %6, min %7, max %8")
                         .arg(seat)
                         .arg(agents.value(seat))
                         .arg(decimal(st.mean), decimal(mean.low), decimal(mean.high),
                              decimal(st.median))
                         .arg(st.min)
                         .arg(st.max)
                  << QLatin1Char('\n');
            QStringList histogram;
            for (const auto &[value, count] : st.histogram)
                histogram.append(QStringLiteral("%1:%2").arg(value).arg(count));
            m_out << tr("  distribution (score:games): %1").arg(histogram.join(QLatin1Char(' ')))
                  << QLatin1Char('\n');
        }
    }
    m_out << tr("Game length (actions): mean %1, median %2")
                 .arg(decimal(result.meanLength()), decimal(result.medianLength()))
          << QLatin1Char('\n');
    if (competitive) {
        int firstWins = 0;
        for (std::size_t i = 0; i < result.winners.size(); ++i)
            firstWins += result.winners[i] >= 0 && result.winners[i] == result.firstPlayers[i];
        m_out << tr("First player win rate: %1 (decided games: %2)")
                     .arg(percent(result.firstPlayerWinRate()))
                     .arg(decided)
              << tr(", 95% CI [%1, %2]%3")
                     .arg(percent(wilson(firstWins, decided).low),
                          percent(wilson(firstWins, decided).high),
                          decided < kMinFigureGames ||
                                  wilson(firstWins, decided).high - wilson(firstWins, decided).low >
                                      kMaxRateIntervalWidth
                              ? tr("  ! too few games to tell")
                              : QString())
              << QLatin1Char('\n');
    }

    // Every figure, with its 95% interval; "!" where the sample is too small to tell.
    bool anyTooSmall = false;
    if (!comparing) {
        m_out << tr("Figures (value [95% confidence interval], games counted):")
              << QLatin1Char('\n');
        for (const FigureSummary &f : figures) {
            anyTooSmall |= f.tooSmall;
            m_out << QStringLiteral("  %1: ").arg(qs(f.def.label(0)))
                  << (f.games ? figureValue(f.def.kind, f.value) : tr("none"))
                  << tr(", %n game(s)", nullptr, f.games)
                  << (f.tooSmall ? tr("  ! too few games to tell") : QString())
                  << QLatin1Char('\n');
        }
    } else {
        QStringList describedB;
        for (const auto &line : contentLines(filesB))
            describedB.append(qs(line));
        m_out << tr("Compare: B = agents %1, content %2 (the same %n seed(s) as A)", nullptr,
                    result.games)
                     .arg(agentsB.join(tr(" vs ")),
                          describedB.isEmpty() ? tr("as A") : describedB.join(QStringLiteral("; ")))
              << QLatin1Char('\n');
        m_out << tr("Figure: A | B | B - A [95% confidence interval]") << QLatin1Char('\n');
        for (const FigureComparison &c : comparison) {
            anyTooSmall |= c.tooSmall;
            const bool both = c.a.games && c.b.games;
            m_out << QStringLiteral("  %1: ").arg(qs(c.def.label(0)))
                  << (c.a.games ? figureValue(c.def.kind, c.a.value) : tr("none")) << " | "
                  << (c.b.games ? figureValue(c.def.kind, c.b.value) : tr("none")) << " | "
                  << (both ? differenceValue(c.def.kind, c.difference) : tr("none"))
                  << (c.differs ? tr("  differs") : QString())
                  << (c.tooSmall ? tr("  ! too few games to tell") : QString())
                  << QLatin1Char('\n');
        }
    }
    if (anyTooSmall)
        m_out << tr("! too few games to tell: fewer than %1 games count for the figure, or a "
                    "rate's 95% interval is wider than %2 points.")
                     .arg(kMinFigureGames)
                     .arg(kMaxRateIntervalWidth * 100.0)
              << QLatin1Char('\n');
    m_out << tr("Time: %1 s (%2 games per second)")
                 .arg(decimal(seconds, 2),
                      decimal((result.games + resultB.games) / std::max(seconds, 1e-9)))
          << QLatin1Char('\n');
    return kExitOk;
}

// --- tournament -------------------------------------------------------------------------

int Cli::tournament(const QStringList &arguments)
{
    const QString command = QStringLiteral("tournament");
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("game"), tr("The game to play (see list-games)."), tr("id")});
    parser.addOption({QStringLiteral("agents"),
                      tr("The agents or levels to compare, separated by commas, e.g. "
                         "beginner,standard,strong."),
                      tr("names")});
    parser.addOption({QStringLiteral("games"),
                      tr("Games per group of agents (per agent in solitaire and co-op games; "
                         "default 100)."),
                      tr("n")});
    parser.addOption({QStringLiteral("seed"), tr("Seed (default 1)."), tr("seed")});
    parser.addOption({QStringLiteral("players"),
                      tr("Number of players (default: the game's smallest)."), tr("n")});
    parser.addOptions(contentOptions());
    parser.addOption({QStringLiteral("threads"),
                      tr("Worker threads (default: one per core); the results do not depend "
                         "on it."),
                      tr("n")});
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print the results as one JSON object."));
    parser.addOption(jsonOption);
    if (int code = parseCommand(
            parser, command,
            tr("Plays a round robin between agents with the seats rotated and prints the cross "
               "table, each agent's score rate and a Bradley-Terry rating on the Elo scale, "
               "with 95% confidence intervals. In solitaire and co-op games every agent plays "
               "the same seeds with all seats at that agent; the tournament prints each "
               "agent's mean score and team win rate with their intervals."),
            arguments);
        code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            command, tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    int exitCode = kExitUsage;
    const GameRegistration *registration = requireGame(parser, command, &exitCode);
    if (!registration)
        return exitCode;
    const QString value = parser.value(QStringLiteral("agents"));
    if (value.isEmpty())
        return usageError(command, tr("missing --agents (agent names separated by commas)"));
    QStringList agents = splitAgents(value);
    if (!knownAgents(agents, command, *registration, &exitCode))
        return exitCode;
    if (agents.removeDuplicates() > 0)
        return usageError(command, tr("--agents: each agent may be named once"));
    qint64 games = 100;
    qint64 threads = std::clamp(QThread::idealThreadCount(), 1, 64);
    qint64 players = registration->info.minPlayers;
    quint64 seed = 1;
    if (!parseNumber(parser, QStringLiteral("games"), command, 1, 10000000, games) ||
        !parseNumber(parser, QStringLiteral("threads"), command, 1, 64, threads) ||
        !parseNumber(parser, QStringLiteral("players"), command, registration->info.minPlayers,
                     registration->info.maxPlayers, players) ||
        !parseSeed(parser, command, seed))
        return kExitUsage;
    const bool competitive = players > 1 && !registration->info.cooperative;
    if (competitive && agents.size() < players)
        return usageError(command, tr("a game of %n player(s) needs at least as many agents",
                                      nullptr, int(players)));

    const auto game = createGame(parser, *registration, int(players), &exitCode);
    if (!game)
        return exitCode;
    TournamentOptions options;
    for (const auto &agent : agents)
        options.agents.push_back(agent.toStdString());
    options.games = int(games);
    options.seed = seed;
    options.threads = int(threads);
    TournamentResult result;
    std::string error;
    if (!runTournament(*game, options, result, &error))
        return usageError(command, qs(error));

    auto interval = [](const Interval &i, int digits) {
        QJsonObject o;
        o[QLatin1String("value")] =
            std::round(i.value * std::pow(10, digits)) / std::pow(10, digits);
        o[QLatin1String("low")] = std::round(i.low * std::pow(10, digits)) / std::pow(10, digits);
        o[QLatin1String("high")] = std::round(i.high * std::pow(10, digits)) / std::pow(10, digits);
        return o;
    };
    const int n = int(agents.size());
    if (parser.isSet(jsonOption)) {
        QJsonObject o;
        o[QLatin1String("game")] = qs(registration->info.id);
        o[QLatin1String("players")] = int(players);
        o[QLatin1String("mode")] = result.competitive ? QStringLiteral("competitive")
                                                      : (players == 1 ? QStringLiteral("solitaire")
                                                                      : QStringLiteral("team"));
        o[QLatin1String("agents")] = QJsonArray::fromStringList(agents);
        o[QLatin1String("gamesPerGroup")] = int(games);
        o[QLatin1String("gamesPlayed")] = result.gamesPlayed;
        o[QLatin1String("seed")] = seedToJson(seed);
        QJsonArray rows;
        for (int a = 0; a < n; ++a) {
            QJsonObject row;
            row[QLatin1String("agent")] = agents[a];
            if (result.competitive) {
                QJsonArray points, played;
                for (int b = 0; b < n; ++b) {
                    points.append(result.points[a][b]);
                    played.append(result.games[a][b]);
                }
                row[QLatin1String("points")] = points;
                row[QLatin1String("games")] = played;
                row[QLatin1String("scoreRate")] = interval(result.scoreRate[a], 4);
                row[QLatin1String("rating")] = interval(result.rating[a], 1);
            } else {
                row[QLatin1String("games")] = result.agentGames[a];
                if (result.hasScores)
                    row[QLatin1String("meanScore")] = interval(result.meanScore[a], 3);
                row[QLatin1String("teamWinRate")] = interval(result.teamWinRate[a], 4);
            }
            rows.append(row);
        }
        o[QLatin1String("results")] = rows;
        o[QLatin1String("seconds")] = std::round(result.seconds * 1000.0) / 1000.0;
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return kExitOk;
    }

    m_out << tr("%1 (%2), %n player(s), tournament of %3, seed %4", nullptr, int(players))
                 .arg(qs(registration->info.displayName), qs(registration->info.id),
                      agents.join(QLatin1String(", ")))
                 .arg(seed)
          << QLatin1Char('\n');
    int width = 6;
    for (const auto &agent : agents)
        width = std::max(width, int(agent.size()));
    if (result.competitive) {
        m_out << tr("%n game(s) per group, seats rotated; %1 games in all", nullptr, int(games))
                     .arg(result.gamesPlayed)
              << QLatin1Char('\n')
              << tr("Cross table: points of the row's agent against the column's (a win 1, a "
                    "draw 1/2) out of the games they played together")
              << QLatin1Char('\n');
        QString header = QString(width, QLatin1Char(' '));
        for (const auto &agent : agents)
            header += QStringLiteral("  %1").arg(agent, 13);
        m_out << header << QLatin1Char('\n');
        for (int a = 0; a < n; ++a) {
            QString line = QStringLiteral("%1").arg(agents[a], -width);
            for (int b = 0; b < n; ++b) {
                const QString cell =
                    a == b
                        ? QStringLiteral("-")
                        : QStringLiteral("%1/%2").arg(result.points[a][b]).arg(result.games[a][b]);
                line += QStringLiteral("  %1").arg(cell, 13);
            }
            m_out << line << QLatin1Char('\n');
        }
        m_out << tr("Score rate and rating (Elo scale, Bradley-Terry fit), 95% intervals:")
              << QLatin1Char('\n');
        for (int a = 0; a < n; ++a) {
            const Interval &r = result.scoreRate[a];
            const Interval &e = result.rating[a];
            m_out << tr("%1  score rate %2 [%3, %4]  rating %5 [%6, %7]")
                         .arg(agents[a], -width)
                         .arg(percent(r.value), percent(r.low), percent(r.high))
                         .arg(decimal(e.value, 0), decimal(e.low, 0), decimal(e.high, 0))
                  << QLatin1Char('\n');
        }
    } else {
        m_out << tr("%n game(s) per agent (the same seeds for each), every seat at that agent",
                    nullptr, int(games))
              << QLatin1Char('\n');
        for (int a = 0; a < n; ++a) {
            const Interval &w = result.teamWinRate[a];
            QString line = tr("%1  team win rate %2 [%3, %4]")
                               .arg(agents[a], -width)
                               .arg(percent(w.value), percent(w.low), percent(w.high));
            if (result.hasScores) {
                const Interval &m = result.meanScore[a];
                line += QStringLiteral("  ") +
                        tr("mean score %1 [%2, %3]")
                            .arg(decimal(m.value, 2), decimal(m.low, 2), decimal(m.high, 2));
            }
            m_out << line << QLatin1Char('\n');
        }
    }
    m_out << tr("Time: %1 s").arg(decimal(result.seconds, 2)) << QLatin1Char('\n');
    return kExitOk;
}

// --- bench ------------------------------------------------------------------------------

int Cli::bench(const QStringList &arguments)
{
    const QString command = QStringLiteral("bench");
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("game"), tr("The game to play (see list-games)."), tr("id")});
    parser.addOption({QStringLiteral("seconds"),
                      tr("Play random games for this many seconds (default 3)."), tr("seconds")});
    parser.addOption({QStringLiteral("playouts"),
                      tr("Play exactly this many games instead (e.g. under callgrind)."), tr("n")});
    parser.addOption({QStringLiteral("seed"), tr("Seed (default 1)."), tr("seed")});
    parser.addOption({QStringLiteral("players"),
                      tr("Number of players (default: the game's smallest)."), tr("n")});
    parser.addOptions(contentOptions());
    if (int code = parseCommand(parser, command,
                                tr("Plays uniformly random games (chance nodes sampled) on one "
                                   "thread and prints playouts and actions per second."),
                                arguments);
        code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            command, tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    int exitCode = kExitUsage;
    const GameRegistration *registration = requireGame(parser, command, &exitCode);
    if (!registration)
        return exitCode;
    if (parser.isSet(QStringLiteral("seconds")) && parser.isSet(QStringLiteral("playouts")))
        return usageError(command, tr("give either --seconds or --playouts, not both"));
    double seconds = 3.0;
    if (parser.isSet(QStringLiteral("seconds"))) {
        bool ok = false;
        const QString text = parser.value(QStringLiteral("seconds"));
        seconds = text.toDouble(&ok);
        if (!ok || !(seconds > 0.0) || seconds > 86400.0)
            return usageError(command,
                              tr("--seconds: '%1' is not a number of seconds above 0").arg(text));
    }
    qint64 playouts = -1;
    qint64 players = registration->info.minPlayers;
    quint64 seed = 1;
    if (!parseNumber(parser, QStringLiteral("playouts"), command, 1, 1000000000, playouts) ||
        !parseNumber(parser, QStringLiteral("players"), command, registration->info.minPlayers,
                     registration->info.maxPlayers, players) ||
        !parseSeed(parser, command, seed))
        return kExitUsage;

    const auto game = createGame(parser, *registration, int(players), &exitCode);
    if (!game)
        return exitCode;

    const std::uint64_t maxLength = std::uint64_t(std::max(0, game->maxGameLength()));
    qint64 done = 0;
    std::uint64_t actions = 0;
    QElapsedTimer timer;
    timer.start();
    const qint64 budget = qint64(seconds * 1e9);
    while (playouts >= 0 ? done < playouts : timer.nsecsElapsed() < budget) {
        Rng rng(Rng::deriveSeed(seed, std::uint64_t(done)));
        auto state = game->newInitialState();
        std::uint64_t length = 0;
        while (!state->isTerminal()) {
            Action action;
            if (state->isChanceNode()) {
                action = sampleChance(*state, rng);
            } else {
                const auto legal = state->legalActions();
                action = legal[rng.below(std::uint32_t(legal.size()))];
            }
            state->applyLegalAction(action);
            if (++length > maxLength) {
                m_err << tr("playout %1 (seed %2) exceeded the game's maximum length of %3 "
                            "actions")
                             .arg(done)
                             .arg(seed)
                             .arg(maxLength)
                      << QLatin1Char('\n');
                return kExitFailed;
            }
        }
        actions += length;
        ++done;
    }
    const double elapsed = std::max(double(timer.nsecsElapsed()) / 1e9, 1e-9);

    m_out << tr("%1 (%2): random playouts, seed %3")
                 .arg(qs(registration->info.displayName), qs(registration->info.id))
                 .arg(seed)
          << QLatin1Char('\n');
    m_out << tr("Playouts: %1 in %2 s").arg(done).arg(decimal(elapsed, 2)) << QLatin1Char('\n');
    m_out << tr("Playouts per second: %1").arg(decimal(done / elapsed)) << QLatin1Char('\n');
    m_out << tr("Actions per second: %1").arg(decimal(double(actions) / elapsed, 0))
          << QLatin1Char('\n');
    m_out << tr("Actions: %1 in total, %2 per playout")
                 .arg(actions)
                 .arg(decimal(double(actions) / double(std::max<qint64>(done, 1))))
          << QLatin1Char('\n');
    return kExitOk;
}

// --- record -----------------------------------------------------------------------------

int Cli::record(const QStringList &arguments)
{
    const QString command = QStringLiteral("record");
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("game"), tr("The game to play (see list-games)."), tr("id")});
    parser.addOption({QStringLiteral("agents"),
                      tr("One agent per seat, separated by commas, e.g. heuristic,random."),
                      tr("names")});
    parser.addOption({QStringLiteral("seed"), tr("Seed of the game (default 1)."), tr("seed")});
    parser.addOption({QStringLiteral("out"), tr("The record file to write."), tr("file")});
    parser.addOptions(contentOptions());
    if (int code = parseCommand(parser, command,
                                tr("Plays one game between agents and saves its record (game, "
                                   "content, seed and every action) for 'replay'."),
                                arguments);
        code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            command, tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    int exitCode = kExitUsage;
    const GameRegistration *registration = requireGame(parser, command, &exitCode);
    if (!registration)
        return exitCode;
    const QStringList agents = requireAgents(parser, command, *registration, &exitCode);
    if (agents.isEmpty())
        return exitCode;
    quint64 seed = 1;
    if (!parseSeed(parser, command, seed))
        return kExitUsage;
    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty())
        return usageError(command, tr("missing --out (the record file to write)"));

    // The record carries its content as documents, and the game is played on the content
    // read back from them, exactly as 'replay' will see it.
    const data::ContentFiles files = contentFiles(parser);
    QStringList errors;
    const auto documents = data::contentDocuments(registration->info.id, files, errors);
    if (!documents) {
        printErrors(errors);
        return kExitFailed;
    }
    const auto content = data::contentFromDocuments(registration->info.id, *documents, out, errors);
    if (!content) {
        printErrors(errors);
        return kExitFailed;
    }
    const auto game = registration->create(content, int(agents.size()));
    if (!game) {
        m_err << tr("the content does not fit the game %1").arg(qs(registration->info.id))
              << QLatin1Char('\n');
        return kExitFailed;
    }
    std::vector<std::string> agentList;
    for (const auto &agent : agents)
        agentList.push_back(agent.toStdString());
    std::string error;
    const auto state = playGame(*game, agentList, seed, &error);
    if (!state)
        return usageError(command, qs(error));

    data::RecordFile file;
    file.record = recordOf(registration->info.id, seed, *state);
    file.numPlayers = int(agents.size());
    file.content = *documents;
    QString saveError;
    if (!data::saveRecord(out, file, saveError)) {
        m_err << (saveError.isEmpty() ? tr("%1: could not be written").arg(out) : saveError)
              << QLatin1Char('\n');
        return kExitFailed;
    }
    m_out << tr("%1: recorded %n actions, %2", nullptr, int(state->history().size()))
                 .arg(out, outcomeText(*game, *state, agents))
          << QLatin1Char('\n');
    return kExitOk;
}

// --- replay -----------------------------------------------------------------------------

int Cli::replay(const QStringList &arguments)
{
    const QString command = QStringLiteral("replay");
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("files"), tr("The game record files."),
                                 tr("FILE..."));
    parser.addOption({QStringLiteral("actions"),
                      tr("Also print every action, numbered, with the seat that took it "
                         "(\"chance\" for dice and draws).")});
    if (int code = parseCommand(
            parser, command,
            tr("Loads game records, replays every action with the content stored in the "
               "record, and reports where the record ends (the winner) or the first "
               "illegal action. Exits with 1 when any record is invalid."),
            arguments);
        code >= 0)
        return code;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(command, tr("no file given"));

    bool allGood = true;
    for (const auto &path : files) {
        QStringList errors;
        if (!QFileInfo::exists(path)) {
            m_err << tr("%1: no such file").arg(path) << QLatin1Char('\n');
            allGood = false;
            continue;
        }
        const auto checked = data::checkRecord(path, errors);
        if (!checked) {
            if (errors.isEmpty())
                errors.append(tr("%1: not a valid game record").arg(path));
            printErrors(errors);
            allGood = false;
            continue;
        }
        const Game *game = checked->game.get();
        const State *state = checked->state.get();
        const int actions = int(state->history().size());
        if (parser.isSet(QStringLiteral("actions"))) {
            // Every action as the engine names it, numbered from 1, with who took it.
            auto again = game->newInitialState();
            int number = 0;
            for (const Action a : state->history()) {
                const QString who = again->isChanceNode()
                                        ? tr("chance")
                                        : tr("seat %1").arg(again->currentPlayer());
                m_out << tr("%1. %2: %3").arg(++number).arg(who, qs(again->actionToString(a)))
                      << QLatin1Char('\n');
                again->applyLegalAction(a);
            }
        }
        if (state->isTerminal()) {
            m_out << tr("%1: replays to the end (%n actions, %2)", nullptr, actions)
                         .arg(path, outcomeText(*game, *state, {}))
                  << QLatin1Char('\n');
        } else {
            const Player player = state->currentPlayer();
            const QString next = player == kChancePlayer ? tr("chance") : tr("seat %1").arg(player);
            m_out << tr("%1: replays %n actions; the game goes on (next: %2)", nullptr, actions)
                         .arg(path, next)
                  << QLatin1Char('\n');
        }
    }
    m_out.flush();
    return allGood ? kExitOk : kExitFailed;
}

// --- help -------------------------------------------------------------------------------

int Cli::help(const QStringList &arguments)
{
    const QStringList rest = arguments.mid(1);
    if (rest.isEmpty()) {
        m_out << globalHelp();
        return kExitOk;
    }
    const Command *command = findCommand(rest.constFirst());
    if (!command || command->name == QLatin1String("help")) {
        if (command) {
            m_out << globalHelp();
            return kExitOk;
        }
        m_err << tr("%1: unknown command '%2'").arg(kProgram, rest.constFirst())
              << QLatin1Char('\n') << tr("Run '%1 --help' for the commands.").arg(kProgram)
              << QLatin1Char('\n');
        return kExitUsage;
    }
    return (this->*(command->run))(
        {kProgram + QLatin1Char(' ') + command->name, QStringLiteral("--help")});
}

} // namespace starboard::cli
