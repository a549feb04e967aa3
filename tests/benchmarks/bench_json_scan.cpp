// The JSON scanner's time per megabyte (core/data/jsonscan.h: one linear pass, duplicate keys
// included). A file of one object's distinct keys ("k0": 1, "k1": 1, ...) with one key
// repeated at the end, at 1, 2, 4 and 8 MB (8 MB: the largest file Starboard reads); the
// median of N runs (default 5) each:
//
//   bench_json_scan [N]
//
// prints per size the milliseconds and the milliseconds per MB (linear: about the same
// figure at every size). Replaces a timed assertion that tst_data_documents had (5.6 s under
// ASan on a busy machine against a 3 s bound).

#include "data/jsonscan.h"
#include "data/limits.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <vector>

using namespace starboard;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 5;
    QTextStream out(stdout);
    out << "size_mb ms ms_per_mb duplicates\n";
    for (const qint64 megabytes : {1, 2, 4, 8}) {
        const qint64 size = std::min(megabytes * 1024 * 1024, data::kMaxFileBytes) - 64;
        QByteArray bytes = "{";
        int i = 0;
        while (bytes.size() < size)
            bytes += "\"k" + QByteArray::number(i++) + "\": 1,";
        bytes += "\"k0\": 2}";
        std::vector<double> times;
        std::size_t duplicates = 0;
        for (int r = 0; r < runs; ++r) {
            QElapsedTimer timer;
            timer.start();
            const data::JsonScan scan = data::scanJson(bytes, {32, 4096, 1000000}, 100);
            times.push_back(double(timer.nsecsElapsed()) / 1e6);
            duplicates = scan.duplicates.size();
        }
        std::sort(times.begin(), times.end());
        const double median = times[times.size() / 2];
        out << megabytes << ' ' << QString::number(median, 'f', 1) << ' '
            << QString::number(median / double(megabytes), 'f', 1) << ' ' << duplicates << '\n';
    }
    return 0;
}
