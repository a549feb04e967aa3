#include "gamelistmodel.h"

#include "engine/registry.h"

#include <QCoreApplication>

namespace starboard {

GameListModel::GameListModel(QObject *parent) : QAbstractListModel(parent)
{
    for (const auto &registration : builtinGames().games())
        m_games.push_back(registration.info);
}

int GameListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_games.size());
}

QVariant GameListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GameInfo &info = m_games[std::size_t(index.row())];
    switch (role) {
    case GameIdRole:
        return QString::fromStdString(info.id);
    case Qt::DisplayRole:
    case NameRole:
        // The engine's names are English; the translations carry them in context "Games".
        return QCoreApplication::translate("Games", info.displayName.c_str());
    case MinPlayersRole:
        return info.minPlayers;
    case MaxPlayersRole:
        return info.maxPlayers;
    case HasChanceRole:
        return info.hasChance;
    case HasHiddenInformationRole:
        return info.hasHiddenInformation;
    default:
        return {};
    }
}

QHash<int, QByteArray> GameListModel::roleNames() const
{
    return {
        {GameIdRole, "gameId"},         {NameRole, "name"},
        {MinPlayersRole, "minPlayers"}, {MaxPlayersRole, "maxPlayers"},
        {HasChanceRole, "hasChance"},   {HasHiddenInformationRole, "hasHiddenInformation"},
    };
}

} // namespace starboard
