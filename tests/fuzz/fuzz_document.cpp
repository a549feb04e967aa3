// A libFuzzer target for one kind of Starboard file (issue 13): the bytes of a file of the
// kind STARBOARD_FUZZ_FORMAT go through everything the programs do with such a file: the
// reading (size, syntax, nesting, header), the kind's own checks and those across files
// (validateWithCompanions, as the game and the Workshop run them), and for a saved game the
// replay of its actions and the engine's invariants, as `starboard-cli replay` does. Bad
// input must give messages, never a crash, a sanitizer report, a hang or an assertion. A
// broken invariant after a replay the checks accepted is a finding too (abort).
//
// Built once per file kind by tests/fuzz/CMakeLists.txt (preset fuzz); docs/reliability.md.

#include "data/data.h"
#include "engine/record.h"
#include "engine/registry.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace starboard;

namespace {

void replayRecord(const QJsonObject &doc, const QString &name, bool verbose)
{
    QStringList errors;
    const auto file = data::recordFromJson(doc, name, errors);
    if (!file)
        return;
    const GameRegistration *registration = builtinGames().find(file->record.gameId);
    if (!registration || file->numPlayers < registration->info.minPlayers ||
        file->numPlayers > registration->info.maxPlayers)
        return;
    const auto content =
        data::contentFromDocuments(file->record.gameId, file->content, name, errors);
    if (!content)
        return;
    const auto game = registration->create(content, file->numPlayers);
    if (!game)
        return;
    std::string error;
    const auto state = starboard::replay(*game, file->record, &error);
    if (verbose)
        std::fprintf(stderr, "replay: %s\n", state ? "to the end or on" : error.c_str());
    if (!state)
        return;
    if (const std::string broken = state->checkInvariants(); !broken.empty()) {
        std::fprintf(stderr, "replayed state breaks an invariant: %s\n", broken.c_str());
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // The shipped content and schemas are Qt resources; the companions' defaults come from
    // there. No event loop is needed.
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString format = QStringLiteral(STARBOARD_FUZZ_FORMAT);
    const QString name = QStringLiteral("fuzz.json");
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QStringList errors;
    const auto doc = data::parseDocument(bytes, name, format, errors);
    if (!doc)
        return 0;
    const QStringList problems = data::validateWithCompanions(*doc, name, {});
    // STARBOARD_FUZZ_VERBOSE=1 BINARY FILE: what the checks say about one input.
    static const bool verbose = std::getenv("STARBOARD_FUZZ_VERBOSE") != nullptr;
    if (verbose)
        std::fprintf(stderr, "%d problem(s)\n%s\n", int(problems.size()),
                     qPrintable(problems.join(QLatin1Char('\n'))));
    if (problems.isEmpty() && format == QLatin1String("starboard.record"))
        replayRecord(*doc, name, verbose);
    return 0;
}
