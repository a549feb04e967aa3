#include "spawnplaytest.h"

#include "data/data.h"
#include "document.h"
#include "documentkinds.h"
#include "engine/registry.h"
#include "playtest/playtest.h"
#include "playtest/tournament.h"

#include <QBarCategoryAxis>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QThread>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace starboard::editor::gfspawn {

namespace {

const QString kGameId = QStringLiteral("galaxy-fighters");

struct Difficulty
{
    QString name;
    QString ruleset; // a file
};

} // namespace

SpawnPlaytest::SpawnPlaytest(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_games(new QSpinBox(this)),
      m_players(new QSpinBox(this)), m_run(new QPushButton(this)), m_cancel(new QPushButton(this)),
      m_progress(new QProgressBar(this)), m_table(new QTableWidget(this)),
      m_chart(new QChartView(this)), m_error(new QLabel(this)),
      m_cancelFlag(std::make_shared<std::atomic<bool>>(false))
{
    m_games->setRange(1, 10000);
    m_games->setValue(50);
    //: Workshop, spawn deck designer (Galaxy Fighters), Playtest: the accessible name of the
    //: number of games played at each difficulty.
    m_games->setAccessibleName(tr("Games per difficulty"));
    m_players->setRange(1, 4);
    m_players->setValue(4);
    //: Workshop, spawn deck designer, Playtest: the accessible name of the number of computer
    //: pilots in the team.
    m_players->setAccessibleName(tr("Pilots"));
    //: Workshop, spawn deck designer, Playtest: a button: play the edited deck at every
    //: difficulty.
    m_run->setText(tr("Run"));
    //: Workshop, spawn deck designer, Playtest: a button: stop the games being played.
    m_cancel->setText(tr("Cancel"));
    m_cancel->setEnabled(false);
    m_progress->setValue(0);

    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels({
        //: Workshop, spawn deck designer, Playtest: a column header: the difficulty played.
        tr("Difficulty"),
        //: Workshop, spawn deck designer, Playtest: a column header: games played.
        tr("Games"),
        //: Workshop, spawn deck designer, Playtest: a column header: the share of games the
        //: team won, in percent.
        tr("Team wins"),
        //: Workshop, spawn deck designer, Playtest: a column header: the 95% confidence
        //: interval of the win rate.
        tr("95% interval"),
    });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    //: Workshop, spawn deck designer, Playtest: the accessible name of the table of results.
    m_table->setAccessibleName(tr("Win rate per difficulty"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumSize(240, 200);
    //: Workshop, spawn deck designer, Playtest: the accessible name of the chart of results.
    m_chart->setAccessibleName(tr("Chart of the win rate per difficulty"));
    m_chart->setAccessibleDescription(
        //: Workshop, spawn deck designer, Playtest: the accessible description of the chart.
        tr("A box per difficulty from the low to the high end of the 95% interval, its middle "
           "line the team's win rate; the table above has the same figures."));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();

    auto *intro = new QLabel(
        //: Workshop, spawn deck designer, Playtest: the explanation above the settings. Standard:
        //: the computer players' level.
        tr("A team of Standard computer pilots plays the deck as it is now at each difficulty "
           "(with the ship cards, equipment and difficulty open in the Workshop, else the "
           "shipped ones), the same seeds for each."),
        this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    //: Workshop, spawn deck designer, Playtest: a label of the number of games.
    form->addRow(tr("Games per difficulty:"), m_games);
    //: Workshop, spawn deck designer, Playtest: a label of the number of computer pilots
    //: (players) in the team, 1 to 4.
    form->addRow(tr("Pilots:"), m_players);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_error);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_chart, 2);

    connect(m_run, &QPushButton::clicked, this, &SpawnPlaytest::run);
    connect(m_cancel, &QPushButton::clicked, this, &SpawnPlaytest::cancel);
}

SpawnPlaytest::~SpawnPlaytest()
{
    if (m_thread) {
        // The games stop after the one being played; the thread's finished() no longer
        // reaches this widget, so it is deleted here.
        m_cancelFlag->store(true);
        m_thread->wait();
        delete m_thread;
    }
}

QChart *SpawnPlaytest::chart() const
{
    return m_chart->chart();
}

QString SpawnPlaytest::error() const
{
    return m_error->isVisible() || !m_error->text().isEmpty() ? m_error->text() : QString();
}

void SpawnPlaytest::cancel()
{
    m_cancelFlag->store(true);
}

void SpawnPlaytest::run()
{
    if (m_thread)
        return;
    m_error->clear();
    m_error->hide();
    const auto refuse = [this](const QString &text) {
        m_error->setText(text);
        m_error->show();
        emit finished();
    };
    // The deck as it is now, and the open companions, in scratch files.
    m_scratch = std::make_unique<QTemporaryDir>();
    const auto write = [this](const Document *document, const QString &name) -> QString {
        const QString path = m_scratch->filePath(name);
        QFile file(path);
        if (!m_scratch->isValid() || !file.open(QIODevice::WriteOnly) ||
            file.write(document->serialized()) < 0 || !file.flush())
            return {};
        return path;
    };
    ContentSet base;
    const QString deckPath = write(m_document, QStringLiteral("spawn-deck.json"));
    if (deckPath.isEmpty()) {
        //: Workshop, spawn deck designer, Playtest: an error.
        refuse(tr("Cannot write the deck to a scratch file."));
        return;
    }
    QHash<QString, QString> names{{deckPath, m_document->displayName()}};
    base.insert(m_document->kind().format, deckPath);
    QList<Difficulty> difficulties{
        //: Workshop, spawn deck designer, Playtest: Galaxy Fighters' easiest difficulty.
        {tr("Rookie"), QStringLiteral(":/data/galaxy-fighters/ruleset-rookie.json")},
        //: Workshop, spawn deck designer, Playtest: Galaxy Fighters' standard difficulty.
        {tr("Expert Pilot"), QStringLiteral(":/data/galaxy-fighters/ruleset.json")},
        //: Workshop, spawn deck designer, Playtest: Galaxy Fighters' hardest difficulty.
        {tr("Ace"), QStringLiteral(":/data/galaxy-fighters/ruleset-ace.json")},
    };
    int n = 0;
    for (const Document *companion : m_document->companions()) {
        const QString format = companion->kind().format;
        const QString path = write(companion, QStringLiteral("companion-%1.json").arg(++n));
        if (path.isEmpty())
            continue;
        names.insert(path, companion->displayName());
        if (format == QLatin1String("starboard.gf-ruleset"))
            difficulties.append({companion->displayName(), path});
        else if (format != m_document->kind().format)
            base.insert(format, path);
    }

    const GameRegistration *registration = builtinGames().find(kGameId.toStdString());
    struct Job
    {
        std::shared_ptr<Game> game;
        QString name;
    };
    QList<Job> jobs;
    for (const Difficulty &difficulty : std::as_const(difficulties)) {
        ContentSet set = base;
        set.insert(QStringLiteral("starboard.gf-ruleset"), difficulty.ruleset);
        QStringList errors;
        const auto content =
            registration ? data::loadContent(kGameId.toStdString(), contentFiles(set), errors)
                         : nullptr;
        auto game = content ? registration->create(content, m_players->value()) : nullptr;
        if (!game) {
            for (auto it = names.constBegin(); it != names.constEnd(); ++it)
                errors.replaceInStrings(it.key(), it.value());
            if (errors.isEmpty())
                //: Workshop, spawn deck designer, Playtest: %1: a difficulty, e.g. 'Ace'.
                errors.append(tr("The content cannot be played at %1.").arg(difficulty.name));
            refuse(errors.join(QLatin1Char('\n')));
            return;
        }
        jobs.append({std::move(game), difficulty.name});
    }

    PlaytestOptions options;
    options.agents.assign(std::size_t(m_players->value()), "standard");
    options.games = m_games->value();
    options.seed = 1;
    options.threads = std::clamp(QThread::idealThreadCount(), 1, 8);
    m_cancelFlag->store(false);
    options.cancel = m_cancelFlag.get();
    m_progress->setRange(0, options.games * int(jobs.size()));
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_rows.clear();
    showRows();

    std::vector<std::shared_ptr<Game>> games;
    for (const Job &job : std::as_const(jobs))
        games.push_back(job.game);
    auto results = std::make_shared<std::vector<PlaytestResult>>(games.size());
    auto cancelFlag = m_cancelFlag;
    QProgressBar *progress = m_progress;
    m_thread = QThread::create([games, options, results, cancelFlag, progress] {
        for (std::size_t i = 0; i < games.size() && !cancelFlag->load(); ++i) {
            PlaytestOptions o = options;
            const int offset = int(i) * options.games;
            o.progress = [progress, offset](int done) {
                QMetaObject::invokeMethod(progress, [progress, done, offset] {
                    if (offset + done > progress->value())
                        progress->setValue(offset + done);
                });
            };
            runPlaytest(*games[i], o, (*results)[i], nullptr);
        }
    });
    QStringList jobNames;
    for (const Job &job : std::as_const(jobs))
        jobNames.append(job.name);
    connect(m_thread, &QThread::finished, this, [this, results, jobNames] {
        m_thread->deleteLater();
        m_thread = nullptr;
        m_run->setEnabled(true);
        m_cancel->setEnabled(false);
        m_rows.clear();
        for (qsizetype i = 0; i < jobNames.size(); ++i) {
            const PlaytestResult &r = (*results)[std::size_t(i)];
            if (r.games == 0)
                continue;
            const Interval in = wilson(r.teamWins, r.games);
            m_rows.append({jobNames[i], r.games, r.teamWins, in.value, in.low, in.high});
        }
        showRows();
        emit finished();
    });
    m_thread->start();
}

void SpawnPlaytest::showRows()
{
    m_table->setRowCount(int(m_rows.size()));
    const auto percent = [](double v) { return QLocale().toString(100 * v, 'f', 1); };
    for (int r = 0; r < int(m_rows.size()); ++r) {
        const Row &row = m_rows[r];
        const auto item = [](const QString &text, bool number) {
            auto *i = new QTableWidgetItem(text);
            if (number)
                i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return i;
        };
        m_table->setItem(r, 0, item(row.difficulty, false));
        m_table->setItem(r, 1, item(QLocale().toString(row.games), true));
        //: Workshop, spawn deck designer, Playtest: a win rate. %1: a number, e.g. '40.5'.
        m_table->setItem(r, 2, item(tr("%1%").arg(percent(row.rate)), true));
        //: Workshop, spawn deck designer, Playtest: a 95% confidence interval of a win rate.
        //: %1, %2: numbers, e.g. '31.2' and '50.1'.
        m_table->setItem(r, 3,
                         item(tr("%1% to %2%").arg(percent(row.low), percent(row.high)), true));
    }
    m_table->resizeColumnsToContents();

    // The chart: a box per difficulty spanning the interval, the rate as its middle line (Qt
    // Charts has no error bars; a box plot's quartiles and whiskers are set to the interval).
    auto *series = new QBoxPlotSeries;
    //: Workshop, spawn deck designer, Playtest: the chart's legend: the boxes.
    series->setName(tr("Team wins, 95% interval"));
    QStringList names;
    for (const Row &row : std::as_const(m_rows)) {
        const double low = 100 * row.low, rate = 100 * row.rate, high = 100 * row.high;
        series->append(new QBoxSet(low, low, rate, high, high, row.difficulty));
        names.append(row.difficulty);
    }
    series->setBoxWidth(0.4);
    auto *chart = new QChart;
    chart->addSeries(series);
    //: Workshop, spawn deck designer, Playtest: the chart's title.
    chart->setTitle(tr("Team wins per difficulty (the line: the rate; the box: its 95% interval)"));
    auto *x = new QBarCategoryAxis;
    x->append(names);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setRange(0, 100);
    y->setLabelFormat(QStringLiteral("%d"));
    //: Workshop, spawn deck designer, Playtest: the chart's vertical axis.
    y->setTitleText(tr("Team wins (%)"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    chart->legend()->hide();
    QChart *old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
}

} // namespace starboard::editor::gfspawn
