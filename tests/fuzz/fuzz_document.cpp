// A libFuzzer target for one kind of Starboard file (issue 13): the bytes of a file of the
// kind STARBOARD_FUZZ_FORMAT go through everything the programs do with such a file: the
// reading (size, syntax, nesting, header), the kind's own checks and those across files
// (validateWithCompanions, as the game and the Workshop run them), and for a saved game the
// one record check every tool uses (data::checkRecord: players, content, levels, the replay
// of every action and the engine's invariants). Bad input must give messages, never a
// crash, a sanitizer report, a hang or an assertion.
//
// Built once per file kind by tests/fuzz/CMakeLists.txt (preset fuzz); docs/reliability.md.

#include "data/data.h"
#include "data/recordcheck.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace starboard;

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
    QStringList problems = data::validateWithCompanions(*doc, name, {});
    bool replayed = false;
    if (problems.isEmpty() && format == QLatin1String("starboard.record")) {
        if (auto record = data::recordFromJson(*doc, name, problems))
            replayed = data::checkRecord(std::move(*record), name, problems).has_value();
    }
    // STARBOARD_FUZZ_VERBOSE=1 BINARY FILE: what the checks say about one input.
    static const bool verbose = std::getenv("STARBOARD_FUZZ_VERBOSE") != nullptr;
    if (verbose)
        std::fprintf(stderr, "%d problem(s)%s\n%s\n", int(problems.size()),
                     replayed ? ", replayed" : "", qPrintable(problems.join(QLatin1Char('\n'))));
    return 0;
}
