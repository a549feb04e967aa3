#include "playtestdialog.h"

#include "gametext.h"

#include "ai/agent.h"
#include "data/data.h"
#include "documentkinds.h"
#include "engine/registry.h"
#include "playtest/playtest.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QCursor>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBrowser>
#include <QThread>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace starboard::editor {

namespace {

// A number as the user's language writes it ("56,5" in German).
QString decimal(double value, int digits)
{
    return QLocale().toString(value, 'f', digits);
}

QString percent(double share)
{
    return QCoreApplication::translate("starboard::editor::PlaytestDialog", "%1%", "a percentage")
        .arg(decimal(share * 100.0, 1));
}

// The tabs of the result, in order.
enum ResultTab
{
    SummaryTab,
    WinsTab,
    LengthTab,
    ScoresTab
};

// Integer bins of a round width (1, 2, 5, 10, 20, 25, 50, 100, ...), the narrowest that
// covers [low, high] with at most `maxBins` bins; bin i holds start + i * width and the
// width - 1 values after it.
struct Bins
{
    long long start = 0;
    long long width = 1;
    int count = 1;

    int indexOf(long long value) const { return int((value - start) / width); }
};

long long floorDiv(long long a, long long b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

Bins binsFor(long long low, long long high, int maxBins)
{
    Bins bins;
    for (long long magnitude = 1;; magnitude *= 10) {
        for (const long long tenths : {10, 20, 25, 50}) {
            if (tenths * magnitude % 10 != 0)
                continue;
            bins.width = tenths * magnitude / 10;
            bins.start = floorDiv(low, bins.width) * bins.width;
            const long long count = floorDiv(high, bins.width) - floorDiv(low, bins.width) + 1;
            if (count <= maxBins) {
                bins.count = int(count);
                return bins;
            }
        }
    }
}

// "40-49" (or "7" for bins one wide).
QString binLabel(const Bins &bins, int index)
{
    const long long first = bins.start + index * bins.width;
    if (bins.width == 1)
        return QString::number(first);
    return PlaytestDialog::tr("%1–%2", "a bin of a histogram: from, to (both included)")
        .arg(first)
        .arg(first + bins.width - 1);
}

// A round step (1, 2 or 5 times a power of ten, at least 1) that divides [0, max] into at
// most seven steps.
double niceStep(double max)
{
    const double raw = std::max(1.0, max / 7);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 5.0}) {
        if (factor * magnitude >= raw - 1e-9)
            return factor * magnitude;
    }
    return 10.0 * magnitude;
}

QChart *newChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTheme(QChart::ChartThemeLight);
    chart->setTitle(title);
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(titleFont.pointSizeF() + 1.0);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->hide();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true); // "56,5 %" in German
    chart->setLocale(QLocale());
    return chart;
}

constexpr double noLimit = std::numeric_limits<double>::max();

// A vertical axis from 0 to a round number at least `max` times `headroom` (room for the
// bars' labels) and at most `limit`, with ticks at round whole numbers.
QValueAxis *valueAxis(double max, double headroom, double limit, const QString &title)
{
    const double wanted = std::max(1.0, max * headroom);
    const double step = niceStep(wanted);
    auto *axis = new QValueAxis;
    axis->setRange(0, std::min(std::ceil(wanted / step - 1e-9) * step, limit));
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setMinorTickCount(0);
    axis->setTitleText(title);
    return axis;
}

// The horizontal axis of a histogram (bar i at i): bins one wide are labelled in their
// middle, wider ones at their edges ("20", "40", "60" for the bins 20-39 and 40-59).
QCategoryAxis *binAxis(const Bins &bins, const QString &title)
{
    auto *axis = new QCategoryAxis;
    axis->setRange(-0.5, bins.count - 0.5);
    axis->setStartValue(-0.5);
    if (bins.width == 1) {
        for (int i = 0; i < bins.count; ++i)
            axis->append(QString::number(bins.start + i), i + 0.5);
    } else {
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        // The first edge ends a category of almost no width at the start.
        for (int i = 0; i <= bins.count; ++i)
            axis->append(QString::number(bins.start + i * bins.width),
                         i == 0 ? -0.5 + 1e-6 : i - 0.5);
    }
    axis->setTitleText(title);
    return axis;
}

void replaceChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;
}

QChartView *newChartView(QWidget *parent, const QString &objectName)
{
    auto *view = new QChartView(newChart(QString()), parent);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(260);
    view->setFrameShape(QFrame::NoFrame);
    return view;
}

// Shows `text` as the tool tip of a bar while the mouse is over it.
void showWhileHovered(QBarSet *set, std::function<QString(int index)> text)
{
    QObject::connect(set, &QBarSet::hovered, set, [text](bool over, int index) {
        if (over)
            QToolTip::showText(QCursor::pos(), text(index));
        else
            QToolTip::hideText();
    });
}

} // namespace

PlaytestDialog::PlaytestDialog(const QString &gameId, const ContentSet &content, QWidget *parent)
    : QDialog(parent), m_gameId(gameId), m_content(content),
      m_cancelFlag(std::make_shared<std::atomic<bool>>(false))
{
    setObjectName(QStringLiteral("playtestDialog"));
    setWindowTitle(tr("Playtest"));
    const GameRegistration *registration = builtinGames().find(gameId.toStdString());

    m_players = new QSpinBox(this);
    m_players->setObjectName(QStringLiteral("players"));
    m_players->setRange(registration ? registration->info.minPlayers : 1,
                        registration ? registration->info.maxPlayers : 1);
    m_agent = new QComboBox(this);
    m_agent->setObjectName(QStringLiteral("agent"));
    for (const std::string &name : agentNames(gameId.toStdString())) {
        const QString id = QString::fromStdString(name);
        QString label = id;
        if (id == QLatin1String("beginner"))
            label = tr("Beginner");
        else if (id == QLatin1String("standard"))
            label = tr("Standard");
        else if (id == QLatin1String("strong"))
            label = tr("Strong");
        else if (id == QLatin1String("expert"))
            label = tr("Expert");
        else if (id == QLatin1String("random"))
            label = tr("Random moves");
        else if (id == QLatin1String("heuristic"))
            label = tr("Rules of thumb (heuristic)");
        m_agent->addItem(label, id);
    }
    m_agent->setCurrentIndex(m_agent->count() - 1);
    m_games = new QSpinBox(this);
    m_games->setObjectName(QStringLiteral("games"));
    m_games->setRange(1, 100000);
    m_games->setValue(100);
    m_seed = new QLineEdit(QStringLiteral("1"), this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seed));

    auto *form = new QFormLayout;
    // Which files stand in for the shipped ones, one line each: "Galaxy: /home/me/g.json".
    QStringList contentLines;
    for (auto it = content.constBegin(); it != content.constEnd(); ++it) {
        const DocumentKind *kind = kindForFormat(it.key());
        contentLines.append(tr("%1: %2").arg(kind ? kind->displayName() : it.key(), it.value()));
    }
    if (!contentLines.isEmpty())
        contentLines.append(tr("The rest as shipped with the game."));
    auto *contentLabel =
        new QLabel(contentLines.isEmpty() ? tr("The content shipped with the game.")
                                          : contentLines.join(QLatin1Char('\n')),
                   this);
    contentLabel->setObjectName(QStringLiteral("content"));
    contentLabel->setWordWrap(true);
    contentLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Content"), contentLabel);
    form->addRow(tr("Players"), m_players);
    form->addRow(tr("Computer players"), m_agent);
    form->addRow(tr("Games"), m_games);
    form->addRow(tr("Seed"), m_seed);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setValue(0);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_error->hide();
    m_result = new QTextBrowser(this);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setMinimumHeight(200);
    m_result->setPlaceholderText(
        tr("The same seed and settings always give the same games. Press Run."));
    m_result->setFrameShape(QFrame::NoFrame);

    m_winsView = newChartView(this, QStringLiteral("winsChart"));
    m_lengthView = newChartView(this, QStringLiteral("lengthChart"));
    m_scoresView = newChartView(this, QStringLiteral("scoresChart"));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_tabs->addTab(m_result, tr("Summary"));
    m_tabs->addTab(m_winsView, tr("Wins"));
    m_tabs->addTab(m_lengthView, tr("Game length"));
    m_tabs->addTab(m_scoresView, tr("Scores"));
    clearCharts();

    auto *buttons = new QDialogButtonBox(this);
    m_run = buttons->addButton(tr("Run"), QDialogButtonBox::ActionRole);
    m_cancel = buttons->addButton(tr("Cancel run"), QDialogButtonBox::ActionRole);
    m_cancel->setEnabled(false);
    buttons->addButton(QDialogButtonBox::Close);
    connect(m_run, &QPushButton::clicked, this, &PlaytestDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &PlaytestDialog::cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_error);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(640, 600);
}

PlaytestDialog::~PlaytestDialog()
{
    if (m_thread) {
        m_cancelFlag->store(true);
        m_thread->wait();
    }
}

QString PlaytestDialog::resultText() const
{
    return m_result->toPlainText();
}

QChart *PlaytestDialog::winsChart() const
{
    return m_winsView->chart();
}

QChart *PlaytestDialog::lengthChart() const
{
    return m_lengthView->chart();
}

QChart *PlaytestDialog::scoresChart() const
{
    return m_scoresView->chart();
}

void PlaytestDialog::cancel()
{
    m_cancelFlag->store(true);
}

void PlaytestDialog::run()
{
    if (m_thread)
        return;
    m_error->hide();
    const GameRegistration *registration = builtinGames().find(m_gameId.toStdString());
    QStringList errors;
    const auto content =
        registration ? data::loadContent(m_gameId.toStdString(), contentFiles(m_content), errors)
                     : nullptr;
    std::shared_ptr<Game> game =
        content ? registration->create(content, m_players->value()) : nullptr;
    if (!game) {
        if (errors.isEmpty())
            errors.append(
                tr("This content cannot seat %n player(s).", nullptr, m_players->value()));
        m_error->setText(errors.join(QLatin1Char('\n')));
        m_error->show();
        return;
    }
    PlaytestOptions options;
    options.agents.assign(std::size_t(game->numPlayers()),
                          m_agent->currentData().toString().toStdString());
    options.games = m_games->value();
    options.seed = m_seed->text().toULongLong();
    options.threads = std::clamp(QThread::idealThreadCount(), 1, 8);
    m_cancelFlag->store(false);
    options.cancel = m_cancelFlag.get();
    // Games finish on several worker threads, so their counts can arrive out of order: the
    // bar only moves forward, and shows the games played when the run ends.
    options.progress = [progress = m_progress](int done) {
        QMetaObject::invokeMethod(progress, [progress, done] {
            if (done > progress->value())
                progress->setValue(done);
        });
    };
    m_progress->setRange(0, options.games);
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_result->clear();
    // The charts go with the text; the tab that was shown comes back with the new ones.
    const int shownTab = m_tabs->currentIndex();
    m_tabs->setCurrentIndex(SummaryTab);
    clearCharts();

    auto result = std::make_shared<PlaytestResult>();
    auto seconds = std::make_shared<double>(0.0);
    m_thread = QThread::create([game, options, result, seconds] {
        QElapsedTimer timer;
        timer.start();
        runPlaytest(*game, options, *result, nullptr);
        *seconds = double(timer.nsecsElapsed()) / 1e9;
    });
    connect(m_thread, &QThread::finished, this, [this, result, seconds, shownTab] {
        m_thread->deleteLater();
        m_thread = nullptr;
        m_run->setEnabled(true);
        m_cancel->setEnabled(false);
        m_progress->setValue(result->games);
        showResult(*result, *seconds);
        if (m_tabs->isTabEnabled(shownTab) && m_tabs->isTabVisible(shownTab))
            m_tabs->setCurrentIndex(shownTab);
        emit finished();
    });
    m_thread->start();
}

void PlaytestDialog::showResult(const PlaytestResult &result, double seconds)
{
    const double n = std::max(1, result.games);
    QString html;
    html += QStringLiteral("<p><b>%1</b></p>")
                .arg(result.games < m_games->value()
                         ? tr("Cancelled after %n game(s).", nullptr, result.games)
                         : tr("%n game(s) played in %1 s.", nullptr, result.games)
                               .arg(decimal(seconds, 2)));
    const auto row = [n](const QString &label, int count) {
        return QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
            .arg(label)
            .arg(count)
            .arg(percent(count / n));
    };
    html += QStringLiteral("<table cellpadding=3>");
    if (result.mode == PlaytestMode::Competitive) {
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat)
            html += row(tr("Seat %1 wins").arg(seat + 1), result.winsPerSeat[seat]);
        html += row(tr("Games nobody won"), result.draws);
    } else {
        // One player, or players who win or lose together: the games won and lost.
        const bool team = result.mode == PlaytestMode::Team;
        html += row(team ? tr("Games the team won") : tr("Games won"), result.teamWins);
        html += row(team ? tr("Games the team lost") : tr("Games lost"), result.teamLosses);
    }
    html += QStringLiteral("</table>");
    if (result.hasRanks()) {
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat) {
            const std::vector<int> counts = result.rankCounts(seat);
            QStringList parts;
            // The rank names, highest first: translated where they are the shipped ones, a
            // designer's own as the ruleset file gives them.
            for (std::size_t i = counts.size(); i-- > 0;)
                parts.append(tr("%1: %2").arg(contentText(m_gameId, result.rankNames[i]),
                                              percent(counts[i] / n)));
            if (const int out = result.unrankedGames(seat); out > 0)
                parts.append(tr("out of the game: %1").arg(percent(out / n)));
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("Seat %1 ranks: %2").arg(seat + 1).arg(parts.join(tr(", "))));
        }
    }
    if (result.mode == PlaytestMode::Competitive && result.winsPerSeat.size() > 1)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("First player's win rate (decided games): %1")
                             .arg(percent(result.firstPlayerWinRate())));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Game length in actions: mean %1, median %2")
                         .arg(decimal(result.meanLength(), 1))
                         .arg(decimal(result.medianLength(), 1)));
    if (result.hasScores()) {
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat) {
            const ScoreSummary scores = result.scoreSummary(seat);
            if (scores.games == 0)
                continue;
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("Seat %1 score: mean %2, lowest %3, highest %4")
                                 .arg(seat + 1)
                                 .arg(decimal(scores.mean, 1))
                                 .arg(scores.min)
                                 .arg(scores.max));
        }
    }
    m_result->setHtml(html);
    showCharts(result);
}

void PlaytestDialog::clearCharts()
{
    for (QChartView *view : {m_winsView, m_lengthView, m_scoresView})
        replaceChart(view, newChart(QString()));
    for (const int tab : {WinsTab, LengthTab, ScoresTab})
        m_tabs->setTabEnabled(tab, false);
    const QString noRun = tr("Shown after a run.");
    m_tabs->setTabToolTip(WinsTab, noRun);
    m_tabs->setTabToolTip(LengthTab, noRun);
    m_tabs->setTabToolTip(ScoresTab, noRun);
}

void PlaytestDialog::showCharts(const PlaytestResult &result)
{
    clearCharts();
    const int games = result.games;
    if (games <= 0)
        return;
    const int seats = int(result.winsPerSeat.size());

    // Wins: each seat's share of the games and the share nobody won, one bar each; for one
    // player or a team, the share won and the share lost.
    {
        const bool competitive = result.mode == PlaytestMode::Competitive;
        QChart *chart =
            newChart(competitive ? tr("Share of the %n game(s) won by each seat", nullptr, games)
                     : result.mode == PlaytestMode::Team
                         ? tr("Share of the %n game(s) the team won and lost", nullptr, games)
                         : tr("Share of the %n game(s) won and lost", nullptr, games));
        auto *set = new QBarSet(tr("Games won"));
        QStringList labels;
        QList<int> counts;
        if (competitive) {
            for (int seat = 0; seat < seats; ++seat) {
                labels.append(tr("Seat %1").arg(seat + 1));
                counts.append(result.winsPerSeat[seat]);
            }
            labels.append(tr("Nobody", "the bar of the games that no seat won"));
            counts.append(result.draws);
        } else {
            labels.append(tr("Won", "the bar of the games won"));
            counts.append(result.teamWins);
            labels.append(tr("Lost", "the bar of the games lost"));
            counts.append(result.teamLosses);
        }
        double highest = 0;
        for (const int count : counts) {
            set->append(count * 100.0 / games);
            highest = std::max(highest, count * 100.0 / games);
        }
        // "Nobody" (or "Lost") in grey, apart from the seats.
        set->setSelectedColor(QColor(0x9e, 0x9e, 0x9e));
        set->selectBar(int(counts.size()) - 1);
        showWhileHovered(set, [labels, counts, games](int index) {
            return tr("%1: %n of %2 game(s) (%3)", nullptr, counts.value(index))
                .arg(labels.value(index))
                .arg(games)
                .arg(percent(double(counts.value(index)) / games));
        });
        auto *series = new QBarSeries;
        series->append(set);
        series->setBarWidth(0.6);
        series->setLabelsVisible(true);
        series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
        series->setLabelsFormat(tr("@value%", "a bar's label: percent of the games"));
        series->setLabelsPrecision(3);
        chart->addSeries(series);
        set->setLabelColor(QColor(0x30, 0x30, 0x30)); // the theme's are white, for inside bars
        auto *x = new QBarCategoryAxis;
        x->append(labels);
        x->setGridLineVisible(false);
        chart->addAxis(x, Qt::AlignBottom);
        series->attachAxis(x);
        QValueAxis *y = valueAxis(highest, 1.12, 110, tr("Games won (%)"));
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(y);
        replaceChart(m_winsView, chart);
        m_tabs->setTabEnabled(WinsTab, true);
        m_tabs->setTabToolTip(WinsTab, QString());
    }

    // Game length: a histogram of the actions per game.
    if (!result.lengths.empty()) {
        const auto [low, high] = std::minmax_element(result.lengths.begin(), result.lengths.end());
        const Bins bins = binsFor(*low, *high, 16);
        QList<int> counts(bins.count, 0);
        for (const int length : result.lengths)
            ++counts[bins.indexOf(length)];
        QStringList labels;
        auto *set = new QBarSet(tr("Games"));
        int highest = 0;
        for (int i = 0; i < bins.count; ++i) {
            labels.append(binLabel(bins, i));
            set->append(counts[i]);
            highest = std::max(highest, counts[i]);
        }
        showWhileHovered(set, [labels, counts](int index) {
            return tr("%1 actions: %n game(s)", nullptr, counts.value(index))
                .arg(labels.value(index));
        });
        QChart *chart = newChart(
            tr("Length of the %n game(s): mean %1, median %2", nullptr, int(result.lengths.size()))
                .arg(decimal(result.meanLength(), 1))
                .arg(decimal(result.medianLength(), 1)));
        auto *series = new QBarSeries;
        series->append(set);
        series->setBarWidth(0.96);
        chart->addSeries(series);
        QCategoryAxis *x = binAxis(bins, tr("Actions per game (chance outcomes included)"));
        chart->addAxis(x, Qt::AlignBottom);
        series->attachAxis(x);
        QValueAxis *y = valueAxis(highest, 1.0, noLimit, tr("Games"));
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(y);
        replaceChart(m_lengthView, chart);
        m_tabs->setTabEnabled(LengthTab, true);
        m_tabs->setTabToolTip(LengthTab, QString());
    }

    // Scores: per seat the games by final score, grouped by score bins.
    m_tabs->setTabVisible(ScoresTab, result.hasScores());
    if (result.hasScores()) {
        std::vector<ScoreSummary> summaries;
        int low = 0;
        int high = 0;
        bool any = false;
        for (int seat = 0; seat < seats; ++seat) {
            summaries.push_back(result.scoreSummary(seat));
            const ScoreSummary &summary = summaries.back();
            if (summary.games == 0)
                continue;
            low = any ? std::min(low, summary.min) : summary.min;
            high = any ? std::max(high, summary.max) : summary.max;
            any = true;
        }
        if (any) {
            const Bins bins = binsFor(low, high, seats == 1 ? 20 : seats == 2 ? 15 : 12);
            QStringList labels;
            for (int i = 0; i < bins.count; ++i)
                labels.append(binLabel(bins, i));
            QChart *chart = newChart(tr("Final scores in %n game(s)", nullptr, games));
            auto *series = new QBarSeries;
            int highest = 0;
            for (int seat = 0; seat < seats; ++seat) {
                const ScoreSummary &summary = summaries[std::size_t(seat)];
                if (summary.games == 0)
                    continue;
                QList<int> counts(bins.count, 0);
                for (const auto &[score, scoreGames] : summary.histogram)
                    counts[bins.indexOf(score)] += scoreGames;
                auto *set = new QBarSet(tr("Seat %1").arg(seat + 1));
                for (const int count : counts) {
                    set->append(count);
                    highest = std::max(highest, count);
                }
                showWhileHovered(set, [labels, counts, seat](int index) {
                    return tr("Seat %1, score %2: %n game(s)", nullptr, counts.value(index))
                        .arg(seat + 1)
                        .arg(labels.value(index));
                });
                series->append(set);
            }
            series->setBarWidth(seats > 1 ? 0.85 : 0.96);
            chart->addSeries(series);
            QCategoryAxis *x = binAxis(bins, tr("Final score"));
            chart->addAxis(x, Qt::AlignBottom);
            series->attachAxis(x);
            QValueAxis *y = valueAxis(highest, 1.0, noLimit, tr("Games"));
            chart->addAxis(y, Qt::AlignLeft);
            series->attachAxis(y);
            if (series->count() > 1) {
                chart->legend()->setAlignment(Qt::AlignTop);
                chart->legend()->show();
            }
            replaceChart(m_scoresView, chart);
            m_tabs->setTabEnabled(ScoresTab, true);
            m_tabs->setTabToolTip(ScoresTab, QString());
        }
    }
}

} // namespace starboard::editor
